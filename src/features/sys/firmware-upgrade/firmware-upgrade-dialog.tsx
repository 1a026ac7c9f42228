import '@/lib/firmware/text.ts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Empty, Flex, Modal, Progress, Radio, Spin, Steps, Tag, Typography, Upload } from 'antd';
import { ArrowDownOutlined, CheckCircleOutlined, InboxOutlined, LockOutlined, WarningOutlined } from '@ant-design/icons';
import type CoreForm from '@rjsf/core';
import * as backupForm from '@generated/forms/firmware-upgrade.ts';
import type { FirmwareUpgradeFormData } from '@generated/forms/firmware-upgrade.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { runFirmwareUpgrade, type UpgradeDeps, type UpgradeProgress } from '@/lib/firmware/upgrade-chain.ts';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RunningFirmware } from '@generated/types/entities.ts';
import { useGetFirmwareImageVersion, useListFirmwareImages } from '@/lib/api/endpoints/firmware.gen.ts';
import { useGetSysLicense } from '@/lib/api/endpoints/sys.gen.ts';
import { firmwareLicensed } from '@/lib/firmware/licence.ts';
import { firmwareUpgradeCalls } from './api.ts';
import {
  choiceProblem,
  confirmationFor,
  fileLeftUploaded,
  imageEntries,
  licenceLimitLine,
  NO_CHOICE,
  upgradeImageOf,
  type ImageEntry,
  type ImageSource,
  type UpgradeChoice,
} from './logic/choice.ts';
import './firmware-upgrade.css';

export interface FirmwareUpgradeDialogProps {
  open: boolean;
  onClose(): void;
  /** after the dialog has gone (closing animation done), e.g. to put the focus back where the user was */
  onAfterClose?(): void;
  /** the upgrade chain's calls; tests run it without a real upload, websocket or waiting */
  deps?: UpgradeDeps;
  /** how often the image download task is asked for its progress */
  taskPollMs?: number;
}

type BackupValue = Partial<FirmwareUpgradeFormData>;

type Run =
  | { state: 'idle' }
  | { state: 'running'; progress: UpgradeProgress }
  | { state: 'failed'; message: string; detail?: string }
  | { state: 'succeeded'; message: string };

const FORM = backupForm;
const BACKUP_DEFAULT: BackupValue = { backup: true, password: '', confirmPassword: '' };

/**
 * The header's Upgrade Firmware dialog. Step 0: the running version, the images this appliance may install (held to
 * the running major.minor without the firmware licence) or a local image file, and for a super admin an encrypted
 * configuration backup first. Step 1: the image is downloaded or uploaded, validated, the backup taken, and the
 * upgrade started; the system then restarts. A failure shows in red back on step 0 with the form reset; a file that
 * was uploaded before the failure may not be chosen again ('The file was just uploaded. Please choose another one.').
 */
export function FirmwareUpgradeDialog(props: FirmwareUpgradeDialogProps) {
  // every opening starts over at step 0 with fresh data
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening((n) => n + 1);
  }
  return <UpgradeDialog key={opening} {...props} />;
}

function UpgradeDialog({ open, onClose, onAfterClose, deps = firmwareUpgradeCalls, taskPollMs }: FirmwareUpgradeDialogProps) {
  const caps = useCapabilities();
  const running = useGetFirmwareImageVersion({ body: { method: 'get' } });
  const licence = useGetSysLicense(undefined, { select: firmwareLicensed });
  const product = running.data?.product;
  // idle until the running product is known
  const images = useListFirmwareImages({ body: { method: 'get', params: { viewType: 'upgrade', viewProduct: product ?? 'FMG' } } }, { enabled: !!product });

  const [step, setStep] = useState<0 | 1>(0);
  const [choice, setChoice] = useState<UpgradeChoice>(NO_CHOICE);
  const [backup, setBackup] = useState<BackupValue>(BACKUP_DEFAULT);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [confirming, setConfirming] = useState<MessageKey | null>(null);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [lastUploaded, setLastUploaded] = useState<File | null>(null);
  const formRef = useRef<CoreForm<BackupValue>>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const mayBackUp = caps.firmwareBackupOption;
  const currentVersion = running.data?.version;
  const licensed = licence.data ?? false;
  const entries = useMemo(
    () => imageEntries(images.data ?? [], currentVersion, licensed),
    [images.data, currentVersion, licensed],
  );
  const busy = run.state === 'running';
  const succeeded = run.state === 'succeeded';

  // a failed run lands back on step 0: bring the red message to the user's attention and the keyboard
  useEffect(() => {
    if (run.state === 'failed') failureRef.current?.focus();
  }, [run]);


  function choose(next: Partial<UpgradeChoice>) {
    setProblem(null);
    setChoice((c) => ({ ...c, ...next }));
  }

  function requestUpgrade() {
    const found = choiceProblem(choice, entries, lastUploaded);
    setProblem(found);
    // both are checked, so every message shows at once
    const formOk = mayBackUp ? (formRef.current?.validateForm() ?? false) : true;
    if (found || !formOk) return;
    setConfirming(confirmationFor(choice, entries));
  }

  async function upgrade() {
    setConfirming(null);
    const entry = entries.find((e) => e.image.objid === choice.objid);
    const target = choice.source === 'file' ? (choice.file ? { file: choice.file } : null) : entry ? { image: upgradeImageOf(entry.image) } : null;
    if (!target) {
      // the list changed under the confirmation: the choice is gone
      setProblem('firmware.chooseValidFile');
      return;
    }
    setStep(1);
    setRun({
      state: 'running',
      progress:
        'file' in target
          ? { phase: 'uploading', message: msg('firmware.uploading') }
          : { phase: 'downloading', message: msg('firmware.downloading') },
    });
    const withBackup = mayBackUp && backup.backup === true;
    const outcome = await runFirmwareUpgrade(
      {
        ...target,
        backup: withBackup,
        encrypt: withBackup,
        password: withBackup ? backup.password : undefined,
        currentVersion,
        taskPollMs,
      },
      deps,
      (progress) => setRun({ state: 'running', progress }),
    );
    if (outcome.ok) {
      setRun({ state: 'succeeded', message: outcome.message });
      return;
    }
    // A failure shows in red and resets the form, as it was when the dialog opened. A file that got onto the
    // appliance is remembered outside the form: choosing it again says it was just uploaded.
    const uploaded = fileLeftUploaded(choice, outcome);
    if (uploaded) setLastUploaded(uploaded);
    setChoice(NO_CHOICE);
    setBackup(BACKUP_DEFAULT);
    setProblem(null);
    setRun({ state: 'failed', message: outcome.message, detail: outcome.detail });
    setStep(0);
  }

  const footer =
    step === 0
      ? [
          <Button key="cancel" onClick={onClose}>
            {msg('common.cancel')}
          </Button>,
          <Button key="upgrade" type="primary" onClick={requestUpgrade}>
            {msg('firmware.upgrade')}
          </Button>,
        ]
      : [
          <Button key="close" type={succeeded ? 'primary' : 'default'} onClick={onClose} disabled={busy}>
            {msg('common.close')}
          </Button>,
        ];

  return (
    <Modal
      open={open}
      title={msg('firmware.dialogTitle')}
      width={640}
      onCancel={busy ? undefined : onClose}
      afterClose={onAfterClose}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: false }}
      focusable={{ trap: true, focusTriggerAfterClose: true }}
      footer={footer}
      className="firmware-upgrade-dialog"
    >
      <Steps
        size="small"
        current={step}
        className="firmware-upgrade-steps"
        items={[{ title: msg('firmware.stepChoose') }, { title: msg('firmware.stepUpgrade') }]}
      />

      {step === 0 ? (
        <>
          {run.state === 'failed' && (
            <div ref={failureRef} tabIndex={-1} className="firmware-upgrade-failure">
              <Alert type="error" showIcon role="alert" title={run.message} description={run.detail} />
            </div>
          )}
          <CurrentVersion query={running} />
          <ChoiceSection
            choice={choice}
            onChoose={choose}
            entries={entries}
            loading={running.isPending || licence.isPending || (images.isPending && images.fetchStatus !== 'idle')}
            error={running.error ?? licence.error ?? images.error}
            onRetry={() => {
              if (running.isError) void running.refetch();
              if (licence.isError) void licence.refetch();
              if (images.isError) void images.refetch();
            }}
            limitLine={licenceLimitLine(entries, currentVersion)}
            problem={problem}
          />
          {mayBackUp && (
            <SchemaForm<BackupValue>
              ref={formRef}
              form={FORM}
              formData={backup}
              onChange={setBackup}
              onSubmit={requestUpgrade}
            />
          )}
        </>
      ) : (
        <UpgradeProgressView run={run} />
      )}

      <Modal
        open={confirming !== null}
        title={msg('firmware.confirmTitle')}
        okText={confirming === 'firmware.noUpgradePath' ? msg('firmware.continue') : msg('firmware.upgrade')}
        cancelText={msg('common.cancel')}
        onOk={() => void upgrade()}
        onCancel={() => setConfirming(null)}
        focusable={{ trap: true, focusTriggerAfterClose: true }}
        destroyOnHidden
      >
        {confirming && <Typography.Paragraph>{msg(confirming)}</Typography.Paragraph>}
      </Modal>
    </Modal>
  );
}

function CurrentVersion({ query }: { query: UseQueryResult<RunningFirmware> }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="firmware-upgrade-current"
      items={[
        {
          key: 'current',
          label: msg('firmware.currentVersion'),
          children: query.data ? msg('firmware.versionBuild', query.data.version, query.data.build) : query.isPending ? <Spin size="small" /> : '—',
        },
      ]}
    />
  );
}

interface ChoiceSectionProps {
  choice: UpgradeChoice;
  onChoose(next: Partial<UpgradeChoice>): void;
  entries: ImageEntry[];
  loading: boolean;
  error: unknown;
  onRetry(): void;
  limitLine: string | null;
  problem: MessageKey | null;
}

function ChoiceSection({ choice, onChoose, entries, loading, error, onRetry, limitLine, problem }: ChoiceSectionProps) {
  const sourceLabel = useId();
  const problemId = useId();
  return (
    <section className="firmware-upgrade-choice" aria-describedby={problem ? problemId : undefined}>
      <Typography.Text strong id={sourceLabel}>
        {msg('firmware.sourceLabel')}
      </Typography.Text>
      <Radio.Group
        aria-labelledby={sourceLabel}
        value={choice.source}
        onChange={(e) => onChoose({ source: e.target.value as ImageSource })}
        className="firmware-upgrade-source"
        options={[
          { value: 'image', label: msg('firmware.sourceImage') },
          { value: 'file', label: msg('firmware.sourceFile') },
        ]}
      />

      {choice.source === 'image' ? (
        <div className="firmware-upgrade-images">
          {loading ? (
            <Flex gap={8} align="center" role="status">
              <Spin size="small" />
              <Typography.Text>{msg('firmware.imagesLoading')}</Typography.Text>
            </Flex>
          ) : error ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={errorMessage(error, 'firmware.imagesLoadFailed')}
              action={
                <Button size="small" onClick={onRetry}>
                  {msg('firmware.retry')}
                </Button>
              }
            />
          ) : entries.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={msg('firmware.imagesEmpty')} />
          ) : (
            <>
              {limitLine && <Alert type="info" showIcon title={msg('firmware.licenceLimit', limitLine)} className="firmware-upgrade-limit" />}
              <Radio.Group
                aria-label={msg('firmware.sourceImage')}
                value={choice.objid}
                onChange={(e) => onChoose({ objid: e.target.value as string })}
                className="firmware-upgrade-image-list"
              >
                {entries.map((entry) => (
                  <Radio key={entry.image.objid} value={entry.image.objid} disabled={!entry.choosable}>
                    <ImageLabel entry={entry} />
                  </Radio>
                ))}
              </Radio.Group>
            </>
          )}
        </div>
      ) : (
        <div role="group" aria-label={msg('firmware.fileLabel')} className="firmware-upgrade-file">
          <Upload.Dragger
            multiple={false}
            maxCount={1}
            accept=".out,.bin,.img"
            beforeUpload={(file) => {
              onChoose({ file });
              // kept in the browser: the upload runs in step 1 with the rest of the upgrade
              return false;
            }}
            onRemove={() => {
              onChoose({ file: null });
              return true;
            }}
            fileList={choice.file ? [{ uid: 'firmware-image', name: choice.file.name, status: 'done' }] : []}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{msg('firmware.dropFile')}</p>
          </Upload.Dragger>
        </div>
      )}

      {problem && (
        <Alert id={problemId} type="error" showIcon role="alert" title={msg(problem)} className="firmware-upgrade-problem" />
      )}
    </section>
  );
}

function ImageLabel({ entry }: { entry: ImageEntry }) {
  const { image } = entry;
  return (
    <span className="firmware-upgrade-image">
      <span className="firmware-upgrade-image-version">{msg('firmware.imageOption', image.version, image.buildnumber)}</span>{' '}
      <Typography.Text type="secondary">{msg('firmware.imageDetails', image.imageType, image.platform)}</Typography.Text>{' '}
      {!entry.choosable ? (
        <Tag icon={<LockOutlined aria-hidden />}>{msg('firmware.licenceRequired')}</Tag>
      ) : (
        <>
          {image.recommended ? (
            <Tag icon={<CheckCircleOutlined aria-hidden className="firmware-upgrade-icon-ok" />}>{msg('firmware.recommended')}</Tag>
          ) : (
            <Tag icon={<WarningOutlined aria-hidden className="firmware-upgrade-icon-warn" />}>{msg('firmware.noUpgradePathTag')}</Tag>
          )}
          {entry.downgrade && <Tag icon={<ArrowDownOutlined aria-hidden />}>{msg('firmware.downgradeTag')}</Tag>}
        </>
      )}
    </span>
  );
}

function UpgradeProgressView({ run }: { run: Run }) {
  return (
    <div className="firmware-upgrade-progress">
      <div role="status" aria-live="polite">
        {run.state === 'running' && (
          <>
            <Flex gap={8} align="center">
              <Spin size="small" />
              <Typography.Text>{run.progress.message}</Typography.Text>
            </Flex>
            {run.progress.percent !== undefined && (
              <Progress percent={run.progress.percent} status="active" aria-label={msg('firmware.progressLabel')} />
            )}
          </>
        )}
      </div>
      {run.state === 'succeeded' && <Alert type="success" showIcon role="status" title={run.message} />}
    </div>
  );
}
