import { Alert, Button, Flex, Spin } from 'antd';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { capabilities } from '@/lib/permissions/capabilities.ts';
import { msg } from './text.ts';
import { getSysConfigQuery } from '@/lib/session/index.ts';
import { useBackupStrategyStatus, useGetStartupState } from '@/lib/api/endpoints/startup.gen.ts';
import { useGetSysInfo } from '@/lib/api/endpoints/session.gen.ts';
import { useAdminSetting } from './api.ts';
import { READ_BACKUP_STRATEGY } from './backup-strategy.ts';
import { wizardTitle } from './logic/outcome.ts';
import type { StartupWizardProps } from './types.ts';
import { BusyButton } from './step-frame.tsx';
import { WizardDialog, WizardModal } from './wizard-dialog.tsx';

/**
 * The first-run startup wizard of a super admin whose appliance setup is not complete. It reads what is still to do,
 * then walks through those steps; `onFinish` says whether every step was done or some were left for later.
 */
export default function StartupWizard({ onFinish }: StartupWizardProps) {
  const state = useGetStartupState();
  const config = useQuery(getSysConfigQuery);
  const backup = useBackupStrategyStatus(READ_BACKUP_STRATEGY);
  const adminSetting = useAdminSetting();
  // the product's name for the title while the wizard's own state is missing (the shell has it already)
  const info = useGetSysInfo();
  const queries = [state, config, backup, adminSetting];
  const product = state.data?.product_name ?? info.data?.product_name;
  const title = product ? wizardTitle(product) : undefined;
  // the startup state may know of an HA secondary role before the system configuration does
  const caps = useMemo(
    () => (config.data ? capabilities(config.data, { startupHaMode: state.data?.ha_mode }) : undefined),
    [config.data, state.data?.ha_mode],
  );

  if (queries.some((q) => q.isError)) {
    return (
      <WizardModal title={title} label={msg('startup.loadFailed')}>
        <Alert type="error" showIcon role="alert" title={msg('startup.loadFailed')} />
        <Flex justify="end" gap={8} style={{ marginTop: 24 }}>
          <Button onClick={() => onFinish('incomplete')}>{msg('startup.setupLater')}</Button>
          <BusyButton
            type="primary"
            onClick={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
            busy={queries.some((q) => q.isFetching)}
          >
            {msg('startup.retry')}
          </BusyButton>
        </Flex>
      </WizardModal>
    );
  }
  if (!state.data || !caps || !backup.data || !adminSetting.data) {
    return (
      <WizardModal title={title} label={msg('startup.loading')}>
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description={msg('startup.loading')} />
        </Flex>
      </WizardModal>
    );
  }
  return (
    <WizardModal title={title}>
      <WizardDialog
        state={state.data}
        caps={caps}
        backupChanged={backup.data.changed}
        firmwareUpgradeCheck={adminSetting.data['firmware-upgrade-check'] === 0 ? 0 : 1}
        onFinish={onFinish}
      />
    </WizardModal>
  );
}
