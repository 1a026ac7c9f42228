import { useMemo, useState } from 'react';
import { App, Button, Form, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import type { UmDeviceLicence } from '@generated/types/entities.ts';
import { useFilterUmLicenses, useUmLicense } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useKeepLicenceFilter } from './api.ts';
import { catalogLabel, isExpired } from './logic/format.ts';
import { filterLicences, NO_FILTER, type LicenceFilter } from './logic/licence-filter.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';


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

const COLUMNS: TableColumnsType<UmDeviceLicence> = [
  {
    key: 'device',
    title: msg('fortiguard.device'),
    render: (_, d) => (
      <>
        <div>{d.devname}</div>
        <Typography.Text type="secondary">{d.serial}</Typography.Text>
      </>
    ),
    sorter: (a, b) => a.devname.localeCompare(b.devname),
  },
  { key: 'platform', title: msg('fortiguard.platform'), dataIndex: 'platform' },
  { key: 'product', title: msg('fortiguard.product'), render: (_, d) => catalogLabel(fortiguard.productCodes, d.product) },
  { key: 'licences', title: msg('fortiguard.licences'), render: (_, d) => entitlements(d.licences, fortiguard.licenceFilterTypes) },
  { key: 'contracts', title: msg('fortiguard.contracts'), render: (_, d) => entitlements(d.contracts, fortiguard.supportContractTypes) },
];

/** Licensing Status: every managed device's FortiGuard licences and support contracts, filtered by product, licence and contract type. */
export function LicensingStatus({ editable = false }: { editable?: boolean }) {
  const { message } = App.useApp();
  const licences = useUmLicense({ body: { method: 'get' } }, { select: (d) => d as UmDeviceLicence[] });
  const [filter, setFilter] = useState<LicenceFilter>(NO_FILTER);
  // with a licence type chosen, the unit says which devices hold it
  const filtered = useFilterUmLicenses({ body: { license_filter: [filter.licence] as ['antivirus'] } }, { enabled: !!filter.licence });
  const source = filter.licence ? filtered : licences;
  const rows = useMemo(() => filterLicences(source.data ?? [], filter), [source.data, filter]);
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
  const set = (part: keyof LicenceFilter) => (value: string) => setFilter((f) => ({ ...f, [part]: value || null }));

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
          {msg('fortiguard.devicesShown', rows.length, licences.data?.length ?? 0)}
        </Typography.Text>
        {editable && (
          <Button size="small" loading={keeping} onClick={() => void keep()}>
            {msg('fortiguard.keepFilter')}
          </Button>
        )}
      </Space>
      <Table<UmDeviceLicence>
        rowKey="serial"
        size="small"
        loading={source.isPending}
        dataSource={rows}
        columns={COLUMNS}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: msg('fortiguard.noDevices') }}
      />
    </>
  );
}
