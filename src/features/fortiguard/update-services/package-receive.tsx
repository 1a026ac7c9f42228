import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Modal, Space, Switch, Typography } from 'antd';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import type { UmPackageItem, UmPackageVersion } from '@generated/types/entities.ts';
import { useUmPackageReceive, useUmPackageVersion } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useChangePackageVersion } from './api.ts';
import { catalogLabel, formatPackageDate, formatPackageVersion } from './logic/format.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatBytes } from '@/lib/format/index.ts';
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

  const columns: GridColumn<UmPackageVersion>[] = [
    { key: 'version', name: msg('fortiguard.latestVersion'), width: 140, value: (v) => formatPackageVersion(v.version) },
    { key: 'verdate', name: msg('fortiguard.updated'), width: 180, text: (v) => formatPackageDate(v.verdate) },
    { key: 'versize', name: msg('fortiguard.size'), width: 110, sortDescendingFirst: true, text: (v) => formatBytes(v.versize) },
    {
      key: 'serve',
      name: msg('fortiguard.served'),
      minWidth: 170,
      value: (v) => (v.current ? 0 : 1),
      text: (v) => (v.current ? msg('fortiguard.served') : ''),
      renderCell: (v, { tabIndex }) =>
        v.current ? (
          <Typography.Text strong>{msg('fortiguard.served')}</Typography.Text>
        ) : editable ? (
          <Button size="small" tabIndex={tabIndex} loading={busy === v.version} disabled={busy !== null} aria-label={msg('fortiguard.changeVersionOf', formatPackageVersion(v.version))} onClick={() => void serve(v)}>
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
        // a dialog, not a route: its searches and sort stay with it
        <DataGrid<UmPackageVersion>
          aria-label={msg('fortiguard.versionsOf', name)}
          columns={columns}
          rows={versions.data ?? []}
          rowKey={(v) => v.version}
          loading={versions.isPending}
          height={320}
        />
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
  const gridState = useGridUrlState();
  const gridRef = useRef<DataGridHandle<UmPackageItem>>(null);

  const columns = useMemo<GridColumn<UmPackageItem>[]>(
    () => [
      { key: 'name', name: msg('fortiguard.package'), width: 240, value: (p) => p.obj_fmgi.ext_desc },
      { key: 'service', name: msg('fortiguard.service'), width: 150, value: (p) => serviceLabel(p.obj_fmgi.service) },
      { key: 'subtype', name: msg('fortiguard.subtype'), width: 110, value: (p) => p.obj_fmgi.subtype },
      { key: 'for', name: msg('fortiguard.forVersion'), width: 120, value: (p) => p.obj_fmgi.version },
      { key: 'version', name: msg('fortiguard.latestVersion'), width: 130, value: (p) => formatPackageVersion(p.latest_version) },
      { key: 'date', name: msg('fortiguard.updated'), width: 170, sortDescendingFirst: true, value: (p) => p.latest_verdate, text: (p) => formatPackageDate(p.latest_verdate) },
      { key: 'size', name: msg('fortiguard.size'), width: 100, sortDescendingFirst: true, value: (p) => p.latest_versize, text: (p) => formatBytes(p.latest_versize) },
      { key: 'used', name: msg('fortiguard.used'), width: 80, value: (p) => msg(p.used ? 'fortiguard.yes' : 'fortiguard.no') },
      {
        key: 'versions',
        name: msg('fortiguard.versions'),
        width: 110,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (p, { tabIndex }) => (
          <Button size="small" tabIndex={tabIndex} aria-label={msg('fortiguard.versionsOf', p.obj_fmgi.ext_desc)} onClick={() => setVersionsOf(p)}>
            {msg('fortiguard.versions')}
          </Button>
        ),
      },
    ],
    [],
  );
  const rows = (packages.data ?? []) as UmPackageItem[];

  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('fortiguard.readOnly')} style={{ marginBottom: 12 }} />}
      <Space style={{ marginBottom: 12 }} wrap>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch checked={usedOnly} onChange={setUsedOnly} aria-label={msg('fortiguard.showUsedOnly')} />
          <span aria-hidden>{msg('fortiguard.showUsedOnly')}</span>
        </label>
        <ExportCsvButton size="small" disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('package-receive-status')} />
      </Space>
      {packages.isError ? (
        <LoadFailed title={errorMessage(packages.error, 'fortiguard.packagesLoadFailed')} onRetry={() => void packages.refetch()} />
      ) : (
        <DataGrid<UmPackageItem>
          {...gridState}
          ref={gridRef}
          aria-label={msg('fortiguard.packagesLabel')}
          columns={columns}
          rows={rows}
          rowKey={(p) => p.objid}
          onRowActivate={setVersionsOf}
          loading={packages.isPending}
          emptyText={msg('fortiguard.noPackages')}
          height={520}
        />
      )}
      <VersionsDialog item={versionsOf} editable={editable} onClose={() => setVersionsOf(null)} />
    </>
  );
}
