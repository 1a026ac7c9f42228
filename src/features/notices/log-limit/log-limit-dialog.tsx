import { useMemo, useRef, useState } from 'react';
import { Button, Modal, Space, Spin, Tag, Typography } from 'antd';
import { ResponsiveBar } from '@nivo/bar';
import { useReducedMotion } from '@/lib/ui/reduced-motion.ts';
import { constants } from '@generated/catalog/constants.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useGetLogLimitNotice } from '@/lib/api/endpoints/sys.gen.ts';
import { formatNumber } from '@/lib/format/index.ts';
import { DataGrid, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { msg } from './text.ts';
import { logLimitSummary, type LogLimitDay } from './logic/summary.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

export interface LogLimitDialogProps {
  open: boolean;
  onClose: () => void;
}

const WINDOW = constants.vmSizing.dailyLogLimitDays;

/**
 * Daily log-limit notice: the GB received on each of the last 7 days against the daily limit, as a small bar chart
 * with the limit line (its text alternative says how many days were over) and as a table (searched and sorted per
 * column, its state kept with the dialog; Export CSV).
 */
export default function LogLimitDialog({ open, onClose }: LogLimitDialogProps) {
  const notice = useGetLogLimitNotice(undefined, { enabled: open });
  const [asTable, setAsTable] = useState(false);
  const reducedMotion = useReducedMotion();
  const gridRef = useRef<DataGridHandle<LogLimitDay>>(null);
  const summary = useMemo(() => (notice.data ? logLimitSummary(notice.data, WINDOW) : null), [notice.data]);
  const limit = summary?.limit ?? 0;
  const columns = useMemo<GridColumn<LogLimitDay>[]>(
    () => [
      { key: 'date', name: msg('logLimit.date'), width: 120 },
      { key: 'used', name: `${msg('logLimit.used')} (${msg('logLimit.gb')})`, width: 130, sortDescendingFirst: true, text: (d) => formatNumber(d.used) },
      { key: 'limit', name: `${msg('logLimit.limit')} (${msg('logLimit.gb')})`, width: 130, value: () => limit, text: () => formatNumber(limit) },
      {
        key: 'over',
        name: msg('logLimit.over'),
        minWidth: 130,
        sortDescendingFirst: true,
        value: (d) => d.over,
        text: (d) => (d.over ? msg('logLimit.over') : ''),
        renderCell: (d) => (d.over ? <Tag color="error">{msg('logLimit.over')}</Tag> : null),
      },
    ],
    [limit],
  );
  const sentence = summary
    ? summary.overCount
      ? msg('logLimit.exceeded', summary.limit, summary.overCount, WINDOW)
      : msg('logLimit.within', summary.limit, WINDOW)
    : '';

  let body;
  if (notice.isPending) body = <Spin aria-label={msg('shell.loading')} />;
  else if (notice.isError)
    body = (
      <LoadFailed title={errorMessage(notice.error, 'logLimit.loadFailed')} onRetry={() => void notice.refetch()} />
    );
  else if (summary)
    body = (
      <>
        <Typography.Paragraph>{sentence}</Typography.Paragraph>
        <Space style={{ marginBottom: 8 }}>
          <Button size="small" onClick={() => setAsTable((t) => !t)}>
            {msg(asTable ? 'logLimit.asChart' : 'logLimit.asTable')}
          </Button>
          {asTable && <ExportCsvButton size="small" disabled={!summary.days.length} onExport={() => gridRef.current?.exportCsv('daily-log-limit')} />}
        </Space>
        {asTable ? (
          <DataGrid<LogLimitDay>
            ref={gridRef}
            aria-label={msg('logLimit.title')}
            columns={columns}
            rows={summary.days}
            rowKey={(d) => d.date}
            height={340}
            showRowCount={false}
          />
        ) : (
          <div role="img" aria-label={`${msg('logLimit.chart', summary.limit)}. ${sentence}`} style={{ height: 220 }}>
            <ResponsiveBar
              animate={!reducedMotion}
              data={summary.days.map((d) => ({ date: d.date.slice(5), used: d.used, over: d.over ? 1 : 0 }))}
              keys={['used']}
              indexBy="date"
              margin={{ top: 16, right: 16, bottom: 32, left: 44 }}
              padding={0.3}
              colors={({ data }) => (data.over ? '#cf1322' : '#1668dc')}
              enableLabel={false}
              isInteractive={false}
              axisLeft={{ legend: msg('logLimit.gb'), legendOffset: -36, legendPosition: 'middle' }}
              markers={[{ axis: 'y', value: summary.limit, lineStyle: { stroke: '#d46b08', strokeWidth: 2, strokeDasharray: '6 4' }, legend: msg('logLimit.limit') }]}
              role="presentation"
            />
          </div>
        )}
      </>
    );

  return (
    <Modal open={open} title={msg('logLimit.title')} onCancel={onClose} footer={<Button onClick={onClose}>{msg('common.close')}</Button>}>
      {body}
    </Modal>
  );
}
