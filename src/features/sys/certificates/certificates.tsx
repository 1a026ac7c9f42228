import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, App, Badge, Button, Descriptions, Drawer, Flex, Space, Tabs, Tooltip } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { failureText, formatDateTime } from '@/lib/format/index.ts';
import type { Certificate } from '@generated/types/entities.ts';
import { useDeleteCaCertificate, useDeleteLocalCertificate, useListCaCertificates, useListLocalCertificates } from '@/lib/api/endpoints/sys.gen.ts';
import type { CertificateKind } from './logic/import-body.ts';
import { ImportCertificate } from './import-certificate.tsx';
import { certificateStatus, deleteBlock, type CertificateStatus } from './status.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';

const when = (epoch: number) => formatDateTime(epoch * 1000);

const STATUS_BADGE = { valid: 'success', expiring: 'warning', expired: 'error', notYetValid: 'default' } as const;

function statusText(s: CertificateStatus): string {
  return s.kind === 'expiring' ? msg('certificates.status.expiring', s.days) : msg(`certificates.status.${s.kind}` as MessageKey);
}

function StatusBadge({ cert }: { cert: Certificate }) {
  const s = certificateStatus(cert, Date.now());
  return <Badge status={STATUS_BADGE[s.kind]} text={statusText(s)} />;
}

const STATUS_RANK = { expired: 0, expiring: 1, valid: 2, notYetValid: 3 } as const;

const TEXT = {
  local: { loadFailed: 'certificates.localLoadFailed', empty: 'certificates.noLocal' },
  ca: { loadFailed: 'certificates.caLoadFailed', empty: 'certificates.noCa' },
} as const satisfies Record<CertificateKind, Record<string, MessageKey>>;

/** Every field of a certificate, in the details drawer. */
function CertificateDetails({ cert, onClose }: { cert: Certificate | null; onClose: () => void }) {
  return (
    <Drawer open={cert !== null} onClose={onClose} title={cert ? msg('certificates.detailsOf', cert.name) : ''} size={560} closable={{ 'aria-label': msg('certificates.close') }}>
      {cert && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'name', label: msg('certificates.name'), children: cert.name },
            { key: 'status', label: msg('certificates.status'), children: <StatusBadge cert={cert} /> },
            { key: 'subject', label: msg('certificates.subject'), children: cert.subject },
            { key: 'issuer', label: msg('certificates.issuer'), children: cert.issuer },
            { key: 'from', label: msg('certificates.validFrom'), children: when(cert.valid_from) },
            { key: 'to', label: msg('certificates.validTo'), children: when(cert.valid_to) },
            { key: 'serial', label: msg('certificates.serial'), children: <code>{cert.serial}</code> },
            { key: 'key', label: msg('certificates.keyType'), children: cert.key_type ?? '' },
            { key: 'signature', label: msg('certificates.signature'), children: cert.signature ?? '' },
            { key: 'fingerprint', label: msg('certificates.fingerprint'), children: <code style={{ wordBreak: 'break-all' }}>{cert.fingerprint ?? ''}</code> },
            { key: 'source', label: msg('certificates.source'), children: msg(`certificates.source.${cert.source}` as MessageKey) },
            { key: 'inUse', label: msg('certificates.inUse'), children: msg(cert.in_use ? 'certificates.yes' : 'certificates.no') },
            { key: 'comment', label: msg('certificates.comment'), children: cert.comment ?? '' },
          ]}
        />
      )}
    </Drawer>
  );
}

function CertificateTable({ kind, editable }: { kind: CertificateKind; editable: boolean }) {
  const { message, modal } = App.useApp();
  const local = useListLocalCertificates(undefined, { enabled: kind === 'local', select: (d) => d as Certificate[] });
  const ca = useListCaCertificates(undefined, { enabled: kind === 'ca', select: (d) => d as Certificate[] });
  const list = kind === 'local' ? local : ca;
  const toInit = (name: string) => ({ params: { path: { name } } });
  const deleteLocal = useDeleteLocalCertificate({ toInit });
  const deleteCa = useDeleteCaCertificate({ toInit });
  const del = kind === 'local' ? deleteLocal : deleteCa;
  const [shown, setShown] = useState<Certificate | null>(null);
  const gridRef = useRef<DataGridHandle<Certificate>>(null);
  // each tab's searches and sort under its own names in the address (local.f.name, ca.sort)
  const urlState = useGridUrlState({ prefix: `${kind}.` });

  const remove = del.mutateAsync;
  const confirmDelete = useCallback(
    (c: Certificate) =>
      modal.confirm({
        title: msg('certificates.deleteConfirm', c.name),
        content: msg('certificates.deleteHint'),
        okText: msg('certificates.delete'),
        okButtonProps: { danger: true },
        cancelText: msg('certificates.cancel'),
        onOk: () =>
          remove(c.name).then(
            () => void message.success(msg('certificates.deleted', c.name)),
            (e: unknown) => void message.error(failureText(e, 'certificates.deleteFailed')),
          ),
      }),
    [modal, message, remove],
  );

  const deleting = del.isPending;
  const columns = useMemo<GridColumn<Certificate>[]>(() => {
    const now = Date.now();
    const status = (c: Certificate) => certificateStatus(c, now);
    return [
      { key: 'name', name: msg('certificates.name'), width: 170 },
      { key: 'subject', name: msg('certificates.subject'), width: 200 },
      { key: 'issuer', name: msg('certificates.issuer'), width: 200 },
      { key: 'from', name: msg('certificates.validFrom'), width: 150, value: (c) => c.valid_from, text: (c) => when(c.valid_from) },
      { key: 'to', name: msg('certificates.validTo'), width: 150, value: (c) => c.valid_to, text: (c) => when(c.valid_to) },
      {
        key: 'status',
        name: msg('certificates.status'),
        width: 150,
        value: (c) => STATUS_RANK[status(c).kind],
        text: (c) => statusText(status(c)),
        renderCell: (c) => <Badge status={STATUS_BADGE[status(c).kind]} text={statusText(status(c))} />,
      },
      {
        key: 'actions',
        name: msg('certificates.actions'),
        width: 170,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (c, { tabIndex }) => {
          const block = deleteBlock(c);
          return (
            <Space size="small">
              <Button size="small" tabIndex={tabIndex} aria-label={msg('certificates.detailsOf', c.name)} onClick={() => setShown(c)}>
                {msg('certificates.details')}
              </Button>
              {editable && (
                <Tooltip title={block ? msg(block === 'factory' ? 'certificates.factoryKept' : 'certificates.inUseKept') : undefined}>
                  <Button
                    size="small"
                    tabIndex={tabIndex}
                    danger
                    disabled={block !== null || deleting}
                    aria-label={msg('certificates.deleteOf', c.name)}
                    onClick={() => confirmDelete(c)}
                  >
                    {msg('certificates.delete')}
                  </Button>
                </Tooltip>
              )}
            </Space>
          );
        },
      },
    ];
  }, [editable, deleting, confirmDelete]);

  const rows = list.data ?? [];
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv(`${kind}-certificates`)} />
      </Flex>
      <DataGrid<Certificate>
        ref={gridRef}
        {...urlState}
        aria-label={msg(kind === 'local' ? 'certificates.localTab' : 'certificates.caTab')}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.name}
        onRowActivate={setShown}
        loading={list.isPending}
        error={list.isError ? <LoadFailed title={errorMessage(list.error, TEXT[kind].loadFailed)} onRetry={() => void list.refetch()} /> : undefined}
        emptyText={msg(TEXT[kind].empty)}
        height={480}
      />
      <CertificateDetails cert={shown} onClose={() => setShown(null)} />
    </>
  );
}

export interface CertificatesProps {
  /** read-write on system settings, not on an HA secondary (capabilities.canEditSystemSettings) */
  editable: boolean;
}

/**
 * Certificates: the unit's local certificates and the CA certificates it trusts, each with its validity in words and
 * a drawer with every field; Import (generated form) and Delete (after confirmation) for an administrator allowed to.
 */
export function Certificates({ editable }: CertificatesProps) {
  const [kind, setKind] = useState<CertificateKind>('local');
  const [importing, setImporting] = useState(false);
  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('certificates.readOnly')} style={{ marginBottom: 12 }} />}
      {/* outside the tab list, which may hold only tabs */}
      {editable && (
        <Flex justify="end">
          <Button type="primary" onClick={() => setImporting(true)}>
            {msg('certificates.import')}
          </Button>
        </Flex>
      )}
      <Tabs
        activeKey={kind}
        onChange={(k) => setKind(k as CertificateKind)}
        items={[
          { key: 'local', label: msg('certificates.localTab'), children: <CertificateTable kind="local" editable={editable} /> },
          { key: 'ca', label: msg('certificates.caTab'), children: <CertificateTable kind="ca" editable={editable} /> },
        ]}
      />
      {editable && <ImportCertificate key={kind} open={importing} kind={kind} onClose={() => setImporting(false)} />}
    </>
  );
}
