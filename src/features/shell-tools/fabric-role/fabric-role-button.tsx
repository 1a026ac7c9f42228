import { Badge, Button, Tooltip } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { links } from '@generated/catalog/links.ts';
import { msg } from './text.ts';
import { useGetFabricStats } from '@/lib/api/endpoints/sys.gen.ts';
import { useCapabilities, useSession } from '@/lib/session/index.ts';
import { outOfSyncMembers } from './fabric-sync.ts';

export type FabricRoleButtonProps = Record<string, never>;

/** Where the fabric role leads: the analyzer's fabric settings. */
export const FABRIC_SETTINGS_PATH = links.routes.fabricSettings;

/** Analyzer fabric role (Supervisor or Member) with a warning badge for members out of sync. */
export function FabricRoleButton(_props: FabricRoleButtonProps) {
  const caps = useCapabilities();
  if (!caps.fabricRoleButton || !caps.fabricRole) return null;
  return <RoleButton role={caps.fabricRole} />;
}

function RoleButton({ role }: { role: 'supervisor' | 'member' }) {
  const navigate = useNavigate();
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  const stats = useGetFabricStats({ params: { query: { types: 'member' } } }, { enabled: signedIn });
  const outOfSync = outOfSyncMembers(stats.data).length;
  const label = msg(role === 'supervisor' ? 'shell.fabricSupervisor' : 'shell.fabricMember');
  const warning = outOfSync ? msg('fabric.outOfSync', outOfSync) : null;
  const tooltip = stats.isError ? msg('fabric.loadFailed') : warning;
  return (
    <Tooltip title={tooltip}>
      {/* a dark orange keeps the white count readable (4.5:1 and more) in both themes */}
      <Badge count={outOfSync} size="small" color="#ad4e00" title={warning ?? undefined}>
        <Button
          size="small"
          icon={<ApartmentOutlined />}
          onClick={() => void navigate(FABRIC_SETTINGS_PATH)}
          aria-label={[msg('fabric.role', label), warning].filter(Boolean).join('. ')}
        >
          {label}
        </Button>
      </Badge>
    </Tooltip>
  );
}
