import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spin, Typography } from 'antd';
import type Form from '@rjsf/core';
import { wizardForms } from '../forms.tsx';
import type { AutoBackupFormData } from '@generated/forms/auto-backup.ts';
import type { RevisionSettingsFormData } from '@generated/forms/revision-settings.ts';
import type { BackupSchedule, RevisionSettings } from '@generated/types/entities.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { msg } from '../text.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import {
  getBackupSchedule,
  getRevisionSettings,
  useGetBackupSchedule,
  useGetRevisionSettings,
  useSetBackupSchedule,
  useSetRevisionSettings,
} from '@/lib/api/endpoints/startup.gen.ts';
import { useStoreAnswer } from '../api.ts';
import { useMarkBackupStrategyDone } from '../backup-strategy.ts';
import type { Capabilities } from '@/lib/permissions/capabilities.ts';
import { BusyButton, StepFrame } from '../step-frame.tsx';
import { stepLabel } from '../step-labels.ts';

export interface BackupStepProps {
  /** the role rules of this step (capabilities module) */
  caps: Pick<Capabilities, 'startupBackupStep' | 'startupAutoBackupForm'>;
  autoBackup: Partial<AutoBackupFormData> | undefined;
  onAutoBackupChange: (value: Partial<AutoBackupFormData>) => void;
  revision: Partial<RevisionSettingsFormData> | undefined;
  onRevisionChange: (value: Partial<RevisionSettingsFormData>) => void;
  onDone: () => void;
  onLater: () => void;
  onBack: () => void;
}

/** The form's view of a saved schedule (passwords are never returned, so they start empty). */
export function scheduleToForm(schedule: BackupSchedule): Partial<AutoBackupFormData> {
  const { passwd: _p, crptpasswd: _c, ...rest } = schedule;
  return rest;
}

/** A complete schedule from the form; fields the form leaves empty while automatic backup is off keep defaults. */
export function formToSchedule(form: Partial<AutoBackupFormData>): BackupSchedule {
  return {
    status: form.status ?? 'disable',
    protocol: form.protocol ?? 'sftp',
    server: form.server ?? '',
    directory: form.directory ?? '/',
    user: form.user ?? '',
    when: form.when ?? 'daily',
    week_days: form.week_days ?? [],
    time: form.time ?? '02:00',
    ...(form.passwd ? { passwd: form.passwd } : {}),
    ...(form.crptpasswd ? { crptpasswd: form.crptpasswd } : {}),
  };
}

// which fields show (the schedule's details only while automatic backup is on, the days only for a weekly schedule,
// the revision age only with auto-delete) comes from the forms' if/then through the schema form

/**
 * Backup Strategy: the automatic-backup schedule (super admin) and the revision settings. Next saves both and marks
 * the strategy as set up; an HA secondary cannot set it and only says so.
 */
export function BackupStep({ caps, autoBackup, onAutoBackupChange, revision, onRevisionChange, onDone, onLater, onBack }: BackupStepProps) {
  const view = {
    haSecondaryNotice: caps.startupBackupStep === 'haSecondaryBlocked',
    autoBackupForm: caps.startupAutoBackupForm,
    revisionForm: caps.startupBackupStep === 'show',
  };
  const schedule = useGetBackupSchedule(undefined, { enabled: view.autoBackupForm });
  const revisions = useGetRevisionSettings(undefined, { enabled: view.revisionForm });
  const saveSchedule = useSetBackupSchedule({ onSuccess: useStoreAnswer(getBackupSchedule) });
  const saveRevisions = useSetRevisionSettings({ onSuccess: useStoreAnswer(getRevisionSettings) });
  const markDone = useMarkBackupStrategyDone();
  const autoRef = useRef<Form<Partial<AutoBackupFormData>>>(null);
  const revisionRef = useRef<Form<Partial<RevisionSettingsFormData>>>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | undefined>();
  const busy = saveSchedule.isPending || saveRevisions.isPending || markDone.isPending;

  // the forms start from what the appliance has, once; later edits stay the user's
  useEffect(() => {
    if (autoBackup === undefined && schedule.data) onAutoBackupChange(scheduleToForm(schedule.data));
  }, [autoBackup, schedule.data, onAutoBackupChange]);
  useEffect(() => {
    if (revision === undefined && revisions.data) onRevisionChange(revisions.data as RevisionSettingsFormData);
  }, [revision, revisions.data, onRevisionChange]);

  const loading = (view.autoBackupForm && schedule.isPending) || (view.revisionForm && revisions.isPending);
  const loadFailed = (view.autoBackupForm && schedule.isError) || (view.revisionForm && revisions.isError);

  async function next() {
    setError(null);
    setFieldErrors(undefined);
    if (view.haSecondaryNotice) return onDone();
    // validate both, so every message shows at once
    const autoOk = view.autoBackupForm ? (autoRef.current?.validateForm() ?? false) : true;
    const revisionOk = view.revisionForm ? (revisionRef.current?.validateForm() ?? false) : true;
    if (!autoOk || !revisionOk) return;
    try {
      if (view.autoBackupForm && autoBackup) await saveSchedule.mutateAsync({ body: formToSchedule(autoBackup) });
      if (view.revisionForm && revision) await saveRevisions.mutateAsync({ body: revision as RevisionSettings });
      await markDone.mutateAsync();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setFieldErrors(err.fields);
      setError(errorMessage(err, 'startup.backupSaveFailed'));
      return;
    }
    onDone();
  }

  const retry = () => {
    if (schedule.isError) void schedule.refetch();
    if (revisions.isError) void revisions.refetch();
  };

  return (
    <StepFrame
      title={stepLabel('BACKUP')}
      intro={view.haSecondaryNotice ? undefined : msg('startup.backupIntro')}
      onBack={onBack}
      busy={busy}
      actions={
        <>
          {!view.haSecondaryNotice && (
            <Button onClick={onLater} disabled={busy}>
              {msg('common.later')}
            </Button>
          )}
          <BusyButton
            type="primary"
            onClick={() => void next()}
            busy={busy}
            disabled={!view.haSecondaryNotice && (loading || loadFailed)}
          >
            {msg('common.next')}
          </BusyButton>
        </>
      }
    >
      {view.haSecondaryNotice && <Alert type="warning" showIcon role="status" title={msg('startup.backupOnHaSecondary')} />}
      {loading && <Spin description={msg('startup.loading')} />}
      {loadFailed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={msg('startup.backupLoadFailed')}
          action={<Button onClick={retry}>{msg('startup.retry')}</Button>}
        />
      )}
      {!loading && !loadFailed && (
        <>
          {view.autoBackupForm && autoBackup && (
            <div className="startup-form-section">
              <Typography.Title level={3} className="startup-section-heading">{msg('startup.autoBackupHeading')}</Typography.Title>
              <SchemaForm<Partial<AutoBackupFormData>>
                ref={autoRef}
                form={wizardForms.autoBackup}
                formData={autoBackup}
                onChange={(next) => {
                  setFieldErrors(undefined);
                  onAutoBackupChange(next);
                }}
                onSubmit={() => void next()}
                serverErrors={fieldErrors}
                disabled={busy}
              />
            </div>
          )}
          {view.revisionForm && revision && (
            <div className="startup-form-section">
              <Typography.Title level={3} className="startup-section-heading">{msg('startup.revisionHeading')}</Typography.Title>
              <SchemaForm<Partial<RevisionSettingsFormData>>
                ref={revisionRef}
                form={wizardForms.revisionSettings}
                formData={revision}
                onChange={onRevisionChange}
                onSubmit={() => void next()}
                disabled={busy}
              />
            </div>
          )}
        </>
      )}
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 16 }} />}
    </StepFrame>
  );
}
