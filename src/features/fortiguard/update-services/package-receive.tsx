import { useState } from 'react';
import { Alert, App, Button, Modal, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import type { UmPackageItem, UmPackageVersion } from '@generated/types/entities.ts';
import { useUmPackageReceive, useUmPackageVersion } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useChangePackageVersion } from './api.ts';
import { catalogLabel, formatPackageDate, formatPackageVersion, formatSize } from './logic/format.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const serviceLabel = (service: string) => catalogLabel(fortiguard.licenceFilterTypes, service);

/** The versions the unit keeps of a package, and (read-write) which one it serves to devices. */
function VersionsDialog({ item, editable, onClose }: { item: UmPackageItem | null; editable: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const versions = useUmPackageVersion({ body: { method: 'get', params: { key: item?.objid ?? '' } } }, { enabled: !!item, select: (d) => d as UmPackageVersion[] });
  const change = useChangePackageVersion();
  const [busy, setBusy] = useState<string | null>(null);
  const name = item?.obj_fmgi.ext_desc ?? '';

  async function serve(v: UmPackageVersion) {
    if (!item) return;
    setBusy(v.version);
    try {
      await change(item.objid, v.version);
      void message.success(msg('fortiguard.versionChanged', formatPackageVersion(v.version), name));
    } catch (error) {
      void message.error(actionFailure(error, 'fortiguard.versionChangeFailed'));
    } finally {
      setBusy(null);
    }
  }

  const columns: TableColumnsType<UmPackageVersion> = [
    { key: 'version', title: msg('fortiguard.latestVersion'), render: (_, v) => formatPackageVersion(v.version) },
    { key: 'date', title: msg('fortiguard.updated'), render: (_, v) => formatPackageDate(v.verdate) },
    { key: 'size', title: msg('fortiguard.size'), render: (_, v) => formatSize(v.versize) },
    {
      key: 'serve',
      title: msg('fortiguard.served'),
      render: (_, v) =>
        v.current ? (
          <Typography.Text strong>{msg('fortiguard.served')}</Typography.Text>
        ) : editable ? (
          <Button size="small" loading={busy === v.version} disabled={busy !== null} aria-label={msg('fortiguard.changeVersionOf', formatPackageVersion(v.version))} onClick={() => void serve(v)}>
            {msg('fortiguard.changeVersion')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Modal open={item !== null} title={msg('fortiguard.versionsOf', name)} onCancel={onClose} footer={<Button onClick={onClose}>{msg('common.close')}</Button>} width={680} destroyOnHidden>
      {versions.isError ? (
        <LoadFailed title={errorMessage(versions.error, 'fortiguard.versionsLoadFailed')} onRetry={() => void versions.refetch()} />
      ) : (
        <Table<UmPackageVersion> rowKey="version" size="small" loading={versions.isPending} dataSource={versions.data ?? []} columns={columns} pagination={false} />
      )}
    </Modal>
  );
}

export interface PackageReceiveProps {
  /** read-write on system settings (capabilities.canManageUpdateServices) */
  editable: boolean;
}

/** Package Receive Status: the packages received from FortiGuard with their latest version, date and size, and their versions. */
export function PackageReceive({ editable }: PackageReceiveProps) {
  const [usedOnly, setUsedOnly] = useState(false);
  const packages = useUmPackageReceive({ body: { method: 'get', params: { showUsedOnly: usedOnly, resultsize: fortiguard.packageListResultSize } } });
  const [versionsOf, setVersionsOf] = useState<UmPackageItem | null>(null);

  const columns: TableColumnsType<UmPackageItem> = [
    { key: 'name', title: msg('fortiguard.package'), render: (_, p) => p.obj_fmgi.ext_desc, sorter: (a, b) => a.obj_fmgi.ext_desc.localeCompare(b.obj_fmgi.ext_desc) },
    { key: 'service', title: msg('fortiguard.service'), render: (_, p) => serviceLabel(p.obj_fmgi.service) },
    { key: 'subtype', title: msg('fortiguard.subtype'), render: (_, p) => p.obj_fmgi.subtype },
    { key: 'for', title: msg('fortiguard.forVersion'), render: (_, p) => p.obj_fmgi.version },
    { key: 'version', title: msg('fortiguard.latestVersion'), render: (_, p) => formatPackageVersion(p.latest_version) },
    { key: 'date', title: msg('fortiguard.updated'), render: (_, p) => formatPackageDate(p.latest_verdate), sorter: (a, b) => a.latest_verdate.localeCompare(b.latest_verdate) },
    { key: 'size', title: msg('fortiguard.size'), render: (_, p) => formatSize(p.latest_versize) },
    { key: 'used', title: msg('fortiguard.used'), render: (_, p) => msg(p.used ? 'fortiguard.yes' : 'fortiguard.no') },
    {
      key: 'versions',
      title: msg('fortiguard.versions'),
      render: (_, p) => (
        <Button size="small" aria-label={msg('fortiguard.versionsOf', p.obj_fmgi.ext_desc)} onClick={() => setVersionsOf(p)}>
          {msg('fortiguard.versions')}
        </Button>
      ),
    },
  ];

  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('fortiguard.readOnly')} style={{ marginBottom: 12 }} />}
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <Switch checked={usedOnly} onChange={setUsedOnly} aria-label={msg('fortiguard.showUsedOnly')} />
        <span aria-hidden>{msg('fortiguard.showUsedOnly')}</span>
      </label>
      {packages.isError ? (
        <LoadFailed title={errorMessage(packages.error, 'fortiguard.packagesLoadFailed')} onRetry={() => void packages.refetch()} />
      ) : (
        <Table<UmPackageItem>
          rowKey="objid"
          size="small"
          loading={packages.isPending}
          dataSource={(packages.data ?? []) as UmPackageItem[]}
          columns={columns}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: msg('fortiguard.noPackages') }}
        />
      )}
      <VersionsDialog item={versionsOf} editable={editable} onClose={() => setVersionsOf(null)} />
    </>
  );
}
