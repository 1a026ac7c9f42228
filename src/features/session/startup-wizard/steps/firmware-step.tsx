import '@/lib/firmware/text.ts';
import { useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Modal, Progress, Typography } from 'antd';
import type { UiSchema } from '@rjsf/utils';
import { wizardForms } from '../forms.tsx';
import type { BackupEncryptionFormData } from '@generated/forms/backup-encryption.ts';
import { msg } from '../text.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { releaseNotesUrl } from '../logic/release-notes.ts';
import { runFirmwareUpgrade as runStartupUpgrade, type UpgradeImage, type UpgradeProgress } from '@/lib/firmware/upgrade-chain.ts';
import { BusyButton, ExternalLink, StepFrame } from '../step-frame.tsx';
import { stepLabel } from '../step-labels.ts';
import { useWizardEnv } from '../wizard-env.ts';
import { useReadIdentityAgain } from '../api.ts';

export interface FirmwareStepProps {
  /** the running firmware as the appliance displays it */
  currentVersion: string;
  image: UpgradeImage;
  variant: 'manager' | 'analyzer';
  productName: string;
  /** only a super admin may back up the configuration first (the option defaults on for them) */
  mayBackUp: boolean;
  value: Partial<BackupEncryptionFormData>;
  onChange: (value: Partial<BackupEncryptionFormData>) => void;
  onDone: () => void;
  onLater: () => void;
  onBack: () => void;
}

const FORM_ID = 'startup-firmware-form';

type Run =
  | { state: 'idle' }
  | { state: 'running'; progress: UpgradeProgress }
  | { state: 'failed'; message: string; detail?: string }
  | { state: 'succeeded'; message: string };

/**
 * Upgrade Firmware: offers the newer image with its release notes; 'Upgrade Now >' (after a confirmation) downloads,
 * checks and installs it, backing up the configuration first when chosen. 'Upgrade Later' leaves it for later.
 */
export function FirmwareStep(props: FirmwareStepProps) {
  const { currentVersion, image, variant, productName, mayBackUp, value, onChange, onDone, onLater, onBack } = props;
  const env = useWizardEnv();
  const readIdentityAgain = useReadIdentityAgain();
  const [confirming, setConfirming] = useState(false);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const running = run.state === 'running';
  const succeeded = run.state === 'succeeded';

  // the passwords show only for an encrypted backup (the schema's if/then); encryption needs a backup
  const uiOverrides = useMemo<UiSchema>(() => ({ encrypt: value.backup ? {} : { 'ui:disabled': true } }), [value.backup]);

  async function upgrade() {
    setConfirming(false);
    const backup = mayBackUp && value.backup === true;
    const outcome = await runStartupUpgrade(
      {
        image,
        backup,
        encrypt: backup && value.encrypt === true,
        password: value.password,
        taskPollMs: env.taskPollMs,
      },
      { ...env.upgrade, sleep: env.sleep },
      (progress) => setRun({ state: 'running', progress }),
    );
    setRun(outcome.ok ? { state: 'succeeded', message: outcome.message } : { state: 'failed', ...outcome });
    if (outcome.ok) readIdentityAgain();
  }

  const releaseNotes = releaseNotesUrl(variant, productName, image.version);

  return (
    <StepFrame
      title={stepLabel('FIRMWARE')}
      intro={msg('startup.firmwareIntro')}
      onBack={succeeded ? undefined : onBack}
      busy={running}
      actions={
        succeeded ? (
          <Button type="primary" onClick={onDone}>
            {msg('common.next')}
          </Button>
        ) : (
          <>
            <Button onClick={onLater} disabled={running}>
              {msg('startup.upgradeLater')}
            </Button>
            {mayBackUp ? (
              <BusyButton type="primary" htmlType="submit" form={FORM_ID} busy={running}>
                {msg('startup.upgradeNow')}
              </BusyButton>
            ) : (
              <BusyButton type="primary" onClick={() => setConfirming(true)} busy={running}>
                {msg('startup.upgradeNow')}
              </BusyButton>
            )}
          </>
        )
      }
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'current', label: msg('startup.currentVersion'), children: currentVersion },
          {
            key: 'latest',
            label: msg('startup.latestVersion'),
            children: (
              <>
                {msg('startup.versionBuild', image.version, image.build)}{' '}
                <ExternalLink href={releaseNotes}>{msg('startup.releaseNotes')}</ExternalLink>
              </>
            ),
          },
        ]}
      />

      {mayBackUp && !succeeded && (
        <SchemaForm<Partial<BackupEncryptionFormData>>
          id={FORM_ID}
          form={wizardForms.backupEncryption}
          formData={value}
          onChange={onChange}
          onSubmit={() => setConfirming(true)}
          disabled={running}
          uiOverrides={uiOverrides}
        />
      )}

      <div role="status" aria-live="polite">
        {run.state === 'running' && (
          <>
            <Typography.Text>{run.progress.message}</Typography.Text>
            {run.progress.percent !== undefined && (
              <Progress percent={run.progress.percent} status="active" aria-label={msg('startup.upgradeProgress')} />
            )}
          </>
        )}
      </div>
      {run.state === 'succeeded' && <Alert type="success" showIcon role="status" title={run.message} style={{ marginTop: 16 }} />}
      {run.state === 'failed' && (
        <Alert type="error" showIcon role="alert" title={run.message} description={run.detail} style={{ marginTop: 16 }} />
      )}

      <Modal
        open={confirming}
        title={stepLabel('FIRMWARE')}
        okText={msg('startup.upgrade')}
        cancelText={msg('common.cancel')}
        onOk={() => void upgrade()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        {msg('firmware.upgradeConfirm')}
      </Modal>
    </StepFrame>
  );
}
