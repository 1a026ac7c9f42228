import { useRef, useState } from 'react';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { downloadBlob } from '@/lib/browser/download.ts';
import { failureText } from '@/lib/format/failure.ts';
import { exportMaxRows, exportPageSize, fieldDef } from './catalog.ts';
import { fetchLogPage } from './api.ts';
import { exportLogCsv } from './logic/csv-export.ts';
import { msg } from './text.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatCount } from '@/lib/format/index.ts';

export interface ExportButtonProps {
  adom: string;
  tid: string | undefined;
  /** logs the search matched (export waits for the count) */
  total: number | undefined;
  columns: readonly string[];
  /** what the file is named after */
  name: string;
}

type ExportState = { phase: 'running'; written: number; of: number } | { phase: 'failed'; message: string } | null;

/** Exports the search's logs (the columns shown) as CSV, page by page with progress; can be cancelled. */
export function ExportButton({ adom, tid, total, columns, name }: ExportButtonProps) {
  const [state, setState] = useState<ExportState>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    if (!tid || total === undefined) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', written: 0, of: Math.min(total, exportMaxRows) });
    try {
      const parts = await exportLogCsv(
        { fields: columns, headers: columns.map((c) => fieldDef(c)?.label ?? c), total, pageSize: exportPageSize, maxRows: exportMaxRows },
        {
          fetchPage: (offset, limit, signal) => fetchLogPage(adom, tid, offset, limit, signal),
          onProgress: (written, of) => setState({ phase: 'running', written, of }),
          signal: abort.signal,
        },
      );
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      downloadBlob(new Blob(parts, { type: 'text/csv;charset=utf-8' }), `${name.replace(/[^A-Za-z0-9_-]+/g, '_')}-${stamp}.csv`);
      setState(null);
    } catch (error) {
      if (abort.signal.aborted) setState(null);
      else setState({ phase: 'failed', message: failureText(error, 'logview.exportFailed') });
    }
  };

  const cancel = () => {
    controller.current?.abort();
    setState(null);
  };

  const percent = state?.phase === 'running' && state.of > 0 ? Math.floor((state.written / state.of) * 100) : 0;
  return (
    <>
      <ExportCsvButton size="small" onExport={() => void start()} disabled={!tid || total === undefined || total === 0} />
      <Modal
        open={state !== null}
        title={msg('logview.exportTitle')}
        onCancel={cancel}
        footer={<Button onClick={cancel}>{state?.phase === 'failed' ? msg('logview.close') : msg('logview.cancelExport')}</Button>}
        mask={{ closable: false }}
      >
        {state?.phase === 'running' && (
          <>
            <Progress percent={percent} aria-label={msg('logview.exportProgress')} />
            <Typography.Text role="status">{msg('logview.exportWritten', formatCount(state.written), formatCount(state.of))}</Typography.Text>
            {total !== undefined && total > exportMaxRows && <Alert type="info" showIcon title={msg('logview.exportCapped', formatCount(exportMaxRows))} />}
          </>
        )}
        {state?.phase === 'failed' && <Alert type="error" showIcon title={state.message} />}
      </Modal>
    </>
  );
}
