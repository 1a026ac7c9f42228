import { useId, useState } from 'react';
import { Alert, App, Checkbox, Flex, Progress, Spin, Typography, Upload } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, InboxOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { constants } from '@generated/catalog/constants.ts';
import { msg } from '../text.ts';
import { importEntitlement } from '../logic/entitlement.ts';
import type { StartupStep } from '../logic/steps.ts';
import { BusyButton, StepFrame } from '../step-frame.tsx';
import { stepLabel } from '../step-labels.ts';
import { useWizardEnv } from '../wizard-env.ts';
import type { StepForms } from '../wizard-state.ts';

export interface WelcomeStepProps {
  productName: string;
  steps: readonly StartupStep[];
  done: readonly StartupStep[];
  later: readonly StartupStep[];
  value: StepForms['welcome'];
  onChange: (value: StepForms['welcome']) => void;
  /** the file that already registered the unit in this run */
  importedFile: File | null;
  /** the entitlement file registered the unit to `account` */
  onRegistered: (account: string, file: File) => void;
  onDone: () => void;
}

type Progressing =
  | { phase: 'uploading'; percent: number }
  | { phase: 'waiting' }
  | { phase: 'polling'; attempt: number };

/** Welcome: the steps that remain, and an optional entitlement file that registers the unit. */
export function WelcomeStep({ productName, steps, done, later, value, onChange, importedFile, onRegistered, onDone }: WelcomeStepProps) {
  const env = useWizardEnv();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<Progressing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const busy = progress !== null;
  const remaining = steps.filter((s) => s !== 'WELCOME' && s !== 'FINISH');

  async function begin() {
    setError(null);
    if (!value.importEntitlement) return onDone();
    if (value.file && value.file === importedFile) return onDone();
    const file = value.file;
    setProgress({ phase: 'uploading', percent: 0 });
    const outcome = await importEntitlement(
      file,
      {
        upload: async (f) => {
          const result = await env.uploadEntitlement(f, (percent) => setProgress({ phase: 'uploading', percent }));
          setProgress({ phase: 'waiting' });
          return result;
        },
        getLicence: env.getLicence,
        sleep: env.sleep,
      },
      { onTry: (attempt) => setProgress({ phase: 'polling', attempt }) },
    );
    setProgress(null);
    if (!outcome.ok) return setError(outcome.message);
    void message.success(outcome.message);
    onRegistered(outcome.licence.account ?? '', file!);
    onDone();
  }

  return (
    <StepFrame
      title={stepLabel('WELCOME')}
      intro={msg('startup.welcomeIntro', productName)}
      actions={
        <BusyButton type="primary" onClick={begin} busy={busy}>
          {msg('startup.begin')}
        </BusyButton>
      }
    >
      {remaining.length > 0 && (
        <ul className="startup-checklist" aria-label={msg('startup.remainingSteps')}>
          {remaining.map((step) => (
            <li key={step}>
              {done.includes(step) ? (
                <CheckCircleFilled style={{ color: 'var(--ant-color-success, #52c41a)' }} aria-hidden />
              ) : later.includes(step) ? (
                <MinusCircleOutlined aria-hidden />
              ) : (
                <ClockCircleOutlined aria-hidden />
              )}
              <span>{stepLabel(step)}</span>
              {done.includes(step) && <span className="startup-sr-only">{msg('startup.stepDone')}</span>}
              {later.includes(step) && <span className="startup-sr-only">{msg('startup.stepLater')}</span>}
            </li>
          ))}
        </ul>
      )}

      <Checkbox
        checked={value.importEntitlement}
        disabled={busy}
        onChange={(e) => {
          setError(null);
          onChange({ ...value, importEntitlement: e.target.checked });
        }}
      >
        {msg('startup.importEntitlement')}
      </Checkbox>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        {msg('startup.entitlementHint')}
      </Typography.Paragraph>

      {/* while the file is on its way only the progress shows; the drop area comes back for another try */}
      {value.importEntitlement && !busy && (
        <div role="group" aria-label={msg('startup.entitlementFile')} aria-describedby={error ? errorId : undefined}>
          <Upload.Dragger
            multiple={false}
            maxCount={1}
            beforeUpload={(file) => {
              setError(null);
              onChange({ ...value, file });
              // kept in the browser until Begin: the upload runs with its own progress
              return false;
            }}
            onRemove={() => {
              onChange({ ...value, file: null });
              return true;
            }}
            fileList={value.file ? [{ uid: 'entitlement', name: value.file.name, status: 'done' }] : []}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{msg('startup.dropFile')}</p>
            <p className="ant-upload-hint">{msg('startup.dropFileHint')}</p>
          </Upload.Dragger>
        </div>
      )}

      <div role="status" aria-live="polite" style={{ marginTop: 16 }}>
        {progress && <EntitlementProgress progress={progress} />}
      </div>
      {error && (
        <Alert id={errorId} type="error" showIcon title={error} role="alert" style={{ marginTop: 16 }} />
      )}
    </StepFrame>
  );
}

function EntitlementProgress({ progress }: { progress: Progressing }) {
  const tries = constants.entitlementPoll.maxTries;
  if (progress.phase === 'uploading') {
    return (
      <>
        <Typography.Text>{msg('startup.entitlementUploading', `${progress.percent}%`)}</Typography.Text>
        <Progress percent={progress.percent} status="active" aria-label={msg('startup.entitlementFile')} />
      </>
    );
  }
  const percent = progress.phase === 'waiting' ? 0 : Math.round((progress.attempt / tries) * 100);
  return (
    <>
      <Flex gap={8} align="center">
        <Spin size="small" />
        <Typography.Text>
          {progress.phase === 'waiting'
            ? msg('startup.entitlementWaiting')
            : msg('startup.entitlementPolling', progress.attempt, tries)}
        </Typography.Text>
      </Flex>
      <Progress percent={percent} status="active" showInfo={false} aria-label={msg('startup.entitlementWaiting')} />
    </>
  );
}
