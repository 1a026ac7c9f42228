import { useMemo, useRef, useState } from 'react';
import { App, Button, Form, Select, Space, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import type { UmDeviceLicence } from '@generated/types/entities.ts';
import { useFilterUmLicenses, useGetUmLicenseFilter, useUmLicense } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useKeepLicenceFilter } from './api.ts';
import { catalogLabel, isExpired } from './logic/format.ts';
import { filterLicences, NO_FILTER, type LicenceFilter } from './logic/licence-filter.ts';
import { msg, msgCount } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatCount } from '@/lib/format/index.ts';

/** One licence or contract: its name and expiry, with an icon and words (not colour alone) for an expired one. */
function Entitlement({ label, expires }: { label: string; expires: string }) {
  const expired = isExpired(expires);
  return (
    <div>
      {expired ? <CloseCircleOutlined aria-hidden style={{ color: 'var(--ant-color-error)' }} /> : <CheckCircleOutlined aria-hidden style={{ color: 'var(--ant-color-success)' }} />}{' '}
      <Typography.Text>{label}</Typography.Text>{' '}
      <Typography.Text type={expired ? 'danger' : 'secondary'}>{msg(expired ? 'fortiguard.expired' : 'fortiguard.expires', expires)}</Typography.Text>
    </div>
  );
}

function entitlements(items: UmDeviceLicence['licences'] | UmDeviceLicence['contracts'], list: ReadonlyArray<{ value: string; label: string }>) {
  if (!items.length) return <Typography.Text type="secondary">{msg('fortiguard.noLicence')}</Typography.Text>;
  return items.map((i) => <Entitlement key={i.type} label={catalogLabel(list, i.type)} expires={i.expires} />);
}

/** A licence or contract list as words: "Web Filtering Expires 2027-03-31, IPS Expired 2026-10-01" (search and CSV). */
function entitlementsText(items: UmDeviceLicence['licences'] | UmDeviceLicence['contracts'], list: ReadonlyArray<{ value: string; label: string }>) {
  if (!items.length) return msg('fortiguard.noLicence');
  return items.map((i) => `${catalogLabel(list, i.type)} ${msg(isExpired(i.expires) ? 'fortiguard.expired' : 'fortiguard.expires', i.expires)}`).join(', ');
}

/** The first expiry of a list: sorting by it puts the devices whose entitlements lapse first at the top. */
const firstExpiry = (items: UmDeviceLicence['licences'] | UmDeviceLicence['contracts']) => items.map((i) => i.expires).sort()[0] ?? '';

const LINE_HEIGHT = 22;
const rowHeight = (d: UmDeviceLicence) => Math.max(1, d.licences.length, d.contracts.length) * LINE_HEIGHT + 14;

const COLUMNS: GridColumn<UmDeviceLicence>[] = [
  { key: 'devname', name: msg('fortiguard.device'), width: 170 },
  { key: 'serial', name: msg('fortiguard.serial'), width: 170 },
  { key: 'platform', name: msg('fortiguard.platform'), width: 150 },
  { key: 'product', name: msg('fortiguard.product'), width: 130, text: (d) => catalogLabel(fortiguard.productCodes, d.product) },
  {
    key: 'licences',
    name: msg('fortiguard.licences'),
    minWidth: 260,
    value: (d) => firstExpiry(d.licences),
    text: (d) => entitlementsText(d.licences, fortiguard.licenceFilterTypes),
    renderCell: (d) => entitlements(d.licences, fortiguard.licenceFilterTypes),
  },
  {
    key: 'contracts',
    name: msg('fortiguard.contracts'),
    minWidth: 260,
    value: (d) => firstExpiry(d.contracts),
    text: (d) => entitlementsText(d.contracts, fortiguard.supportContractTypes),
    renderCell: (d) => entitlements(d.contracts, fortiguard.supportContractTypes),
  },
];

/** Licensing Status: every managed device's FortiGuard licences and support contracts, filtered by product, licence and contract type. */
export function LicensingStatus({ editable = false }: { editable?: boolean }) {
  const { message } = App.useApp();
  const licences = useUmLicense({ body: { method: 'get' } }, { select: (d) => d as UmDeviceLicence[] });
  // the screen opens with the licence type "Keep this filter" saved, until the user chooses another
  const kept = useGetUmLicenseFilter();
  const [chosen, setChosen] = useState<LicenceFilter | null>(null);
  const keptLicence = kept.data?.license_filter[0] ?? null;
  const filter = useMemo(() => chosen ?? { ...NO_FILTER, licence: keptLicence }, [chosen, keptLicence]);
  // with a licence type chosen, the unit says which devices hold it
  const filtered = useFilterUmLicenses({ body: { license_filter: [filter.licence] as ['antivirus'] } }, { enabled: !!filter.licence });
  const source = filter.licence ? filtered : licences;
  const rows = useMemo(() => filterLicences(source.data ?? [], filter), [source.data, filter]);
  const gridState = useGridUrlState();
  const gridRef = useRef<DataGridHandle<UmDeviceLicence>>(null);
  const keepLicenceFilter = useKeepLicenceFilter();
  const [keeping, setKeeping] = useState(false);
  const keep = async () => {
    setKeeping(true);
    try {
      await keepLicenceFilter(filter.licence ? [filter.licence] : []);
      void message.success(msg('fortiguard.filterKept'));
    } catch (error) {
      void message.error(actionFailure(error, 'fortiguard.filterKeepFailed'));
    } finally {
      setKeeping(false);
    }
  };
  const all = (label: string) => [{ value: '', label }];
  const set = (part: keyof LicenceFilter) => (value: string) => setChosen({ ...filter, [part]: value || null });

  if (source.isError) {
    return (
      <LoadFailed title={errorMessage(source.error, 'fortiguard.licenceLoadFailed')} onRetry={() => void source.refetch()} />
    );
  }
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={msg('fortiguard.productFilter')} htmlFor="fg-product">
          <Select id="fg-product" style={{ width: 180 }} value={filter.product ?? ''} onChange={set('product')} options={[...all(msg('fortiguard.anyProduct')), ...fortiguard.productCodes]} />
        </Form.Item>
        <Form.Item label={msg('fortiguard.licenceType')} htmlFor="fg-licence">
          <Select id="fg-licence" style={{ width: 200 }} value={filter.licence ?? ''} onChange={set('licence')} options={[...all(msg('fortiguard.anyLicence')), ...fortiguard.licenceFilterTypes]} />
        </Form.Item>
        <Form.Item label={msg('fortiguard.contractType')} htmlFor="fg-contract">
          <Select id="fg-contract" style={{ width: 220 }} value={filter.contract ?? ''} onChange={set('contract')} options={[...all(msg('fortiguard.anyContract')), ...fortiguard.supportContractTypes]} />
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" aria-live="polite">
          {msgCount('fortiguard.devicesShown', licences.data?.length ?? 0, formatCount(rows.length), formatCount(licences.data?.length ?? 0))}
        </Typography.Text>
        <ExportCsvButton size="small" disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('licensing-status')} />
        {editable && (
          <Button size="small" loading={keeping} onClick={() => void keep()}>
            {msg('fortiguard.keepFilter')}
          </Button>
        )}
      </Space>
      <DataGrid<UmDeviceLicence>
        {...gridState}
        ref={gridRef}
        aria-label={msg('fortiguard.licencesLabel')}
        columns={COLUMNS}
        rows={rows}
        rowKey={(d) => d.serial}
        rowHeight={rowHeight}
        loading={source.isPending}
        emptyText={msg('fortiguard.noDevices')}
        height={520}
      />
    </>
  );
}
