import { lazy, Suspense } from 'react';
import { Alert, Drawer, Spin } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from './text.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { useListProcesses } from '@/lib/api/endpoints/sys.gen.ts';

export interface ProcessMonitorDrawerProps {
  open: boolean;
  onClose(): void;
}

// the drawer is part of the shell on every screen; its grid only when it is opened
const ProcessTable = lazy(() => import('./process-table.tsx'));

/** Drawer listing the appliance's processes, refreshed while open. Not for restricted admins. */
export function ProcessMonitorDrawer({ open, onClose }: ProcessMonitorDrawerProps) {
  const caps = useCapabilities();
  const allowed = caps.showProcessMonitor;
  const processes = useListProcesses(undefined, { enabled: open && allowed });
  if (!allowed) return null;
  return (
    <Drawer open={open} onClose={onClose} title={msg('processMonitor.title')} size={720} destroyOnHidden>
      {processes.isError ? (
        <Alert type="error" showIcon title={errorMessage(processes.error, 'processMonitor.loadFailed')} />
      ) : (
        <Suspense fallback={<Spin className="page-spinner" />}>
          <ProcessTable processes={processes.data ?? []} loading={processes.isLoading} />
        </Suspense>
      )}
    </Drawer>
  );
}
