import { Navigate } from 'react-router';
import { Alert, Skeleton } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { useGetApManagement } from '@/lib/api/endpoints/objects.gen.ts';
import { AccessPointList } from './ap-list.tsx';
import { conditionalRedirect, routeRedirect } from './logic.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

/**
 * /fortiap/devices/list: the managed access points list when the ADOM manages them centrally (the catalogue's
 * redirect), else each FortiGate's access points under it.
 */
export function AccessPointDevicesList() {
  const management = useGetApManagement();
  if (management.isPending) return <Skeleton active />;
  if (management.isError) {
    return (
      <LoadFailed title={errorMessage(management.error, 'fleet.managementLoadFailed')} onRetry={() => void management.refetch()} />
    );
  }
  const to = conditionalRedirect(routeRedirect('fortiap.devices.list'), { centralManagement: management.data['central-management'] });
  if (to) return <Navigate to={to} replace />;
  return (
    <>
      <Alert type="info" showIcon className="fleet-notice" title={msg('fleet.perDevice')} />
      <AccessPointList byFortiGate />
    </>
  );
}
