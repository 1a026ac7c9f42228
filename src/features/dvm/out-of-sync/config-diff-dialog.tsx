import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Button, Empty, Form, Modal, Radio, Select, Skeleton, Typography, theme } from 'antd';
import type { DeviceRevision, OutOfSyncDevice } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { useGetDeviceConfigDiff, useListDeviceRevisions } from '@/lib/api/endpoints/devices.gen.ts';
import { countChanges, onlyChanges, sideBySide, type DiffGap, type DiffLine, type DiffRow } from './logic/side-by-side.ts';
import { msg } from './text.ts';
import './out-of-sync.css';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

export interface ConfigDiffDialogProps {
  /** the device to compare; null: closed */
  device: OutOfSyncDevice | null;
  onClose: () => void;
}

type Show = 'full' | 'changes';

/** The two configurations View Diff compares: revision `from` against `to`, or against the current configuration. */
function diffInit(deviceId: number, from: number, to: number | null, options: Show) {
  const query = to === null ? { from, options, current_config: true } : { from, to, options };
  return { params: { path: { deviceId }, query } };
}
/** the value of "the device's current configuration" in the To picker */
const CURRENT = 0;

function revisionLabel(r: DeviceRevision): string {
  return msg('devconf.revisionOption', r.rev, formatDateTime(r.created), r.created_by, r.installed ? msg('devconf.installedMark') : '');
}

function Marker({ kind, side }: { kind: DiffRow['kind']; side: 'left' | 'right' }) {
  const marked = kind === 'changed' || (side === 'left' ? kind === 'removed' : kind === 'added');
  if (!marked) return null;
  return (
    <>
      <span aria-hidden="true">{side === 'left' ? '−' : '+'}</span>
      <span className="devconf-sr-only">{msg(`devconf.change.${kind as 'added' | 'removed' | 'changed'}`)}</span>
    </>
  );
}

function Side({ line, row, side }: { line: DiffLine | null; row: DiffRow; side: 'left' | 'right' }) {
  const marked = row.kind === 'changed' || (side === 'left' ? row.kind === 'removed' : row.kind === 'added');
  const cls = marked ? (side === 'left' ? 'devconf-del' : 'devconf-ins') : line ? '' : 'devconf-void';
  return (
    <>
      <td className={`devconf-no ${cls}`}>{line?.no ?? ''}</td>
      <td className={`devconf-mark ${cls}`}>
        <Marker kind={row.kind} side={side} />
      </td>
      <td className={`devconf-code ${cls}`}>{line?.text ?? ''}</td>
    </>
  );
}

/**
 * View Diff: a revision of the device (From) against another revision or the device's current configuration (To),
 * side by side with each changed line marked (− on the left, + on the right, and coloured), the whole configuration
 * or the changes only.
 */
export function ConfigDiffDialog({ device, onClose }: ConfigDiffDialogProps) {
  const { token } = theme.useToken();
  const revisions = useListDeviceRevisions({ params: { path: { deviceId: device?.oid ?? 0 } } }, { enabled: device !== null });
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number>(CURRENT);
  const [show, setShow] = useState<Show>('full');

  // the newest revision against the device's current configuration, to begin with
  useEffect(() => {
    setFrom(revisions.data?.[0]?.rev ?? null);
    setTo(CURRENT);
  }, [revisions.data, device?.oid]);

  const diff = useGetDeviceConfigDiff(diffInit(device?.oid ?? 0, from ?? 1, to === CURRENT ? null : to, show), {
    enabled: device !== null && from !== null,
  });
  const rows = useMemo(() => (diff.data ? sideBySide(diff.data.left, diff.data.right) : []), [diff.data]);
  const shown: Array<DiffRow | DiffGap> = useMemo(() => (show === 'changes' ? onlyChanges(rows) : rows), [rows, show]);
  const counts = countChanges(rows);

  const fromName = from !== null ? msg('devconf.revision', from) : '';
  const toName = to === CURRENT ? msg('devconf.currentConfig') : msg('devconf.revision', to);
  const options = (revisions.data ?? []).map((r) => ({ value: r.rev, label: revisionLabel(r) }));
  const colours = { '--devconf-del': token.colorErrorBg, '--devconf-ins': token.colorSuccessBg, '--devconf-void': token.colorFillQuaternary, '--devconf-border': token.colorBorderSecondary, '--devconf-muted': token.colorTextSecondary } as CSSProperties;

  let body;
  if (revisions.isError) {
    body = <LoadFailed title={errorMessage(revisions.error, 'devconf.revisionsFailed')} onRetry={() => void revisions.refetch()} />;
  } else if (revisions.isPending) {
    body = <Skeleton active />;
  } else if (options.length === 0) {
    body = <Empty description={msg('devconf.noRevisions')} />;
  } else if (diff.isError) {
    body = <LoadFailed title={errorMessage(diff.error, 'devconf.diffFailed')} onRetry={() => void diff.refetch()} />;
  } else if (diff.isPending) {
    body = <Skeleton active />;
  } else {
    body = (
      <>
        <Typography.Paragraph role="status">
          {counts.added + counts.removed + counts.changed === 0 ? msg('devconf.identical') : msg('devconf.diffSummary', counts.added, counts.removed, counts.changed)}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{msg('devconf.legend')}</Typography.Paragraph>
        <div className="devconf-diff-scroll" style={colours} tabIndex={0} role="region" aria-label={msg('devconf.diffTableLabel', fromName, toName)}>
          <table className="devconf-diff">
            <thead>
              <tr>
                <th scope="col">
                  <span className="devconf-sr-only">{msg('devconf.lineLeft', fromName)}</span>
                </th>
                <th scope="col">
                  <span className="devconf-sr-only">{msg('devconf.change')}</span>
                </th>
                <th scope="col">{fromName}</th>
                <th scope="col">
                  <span className="devconf-sr-only">{msg('devconf.lineRight', toName)}</span>
                </th>
                <th scope="col">
                  <span className="devconf-sr-only">{msg('devconf.change')}</span>
                </th>
                <th scope="col">{toName}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row, i) =>
                row.kind === 'gap' ? (
                  <tr key={`gap-${i}`} className="devconf-gap">
                    <td colSpan={6}>{msg('devconf.gap', row.count)}</td>
                  </tr>
                ) : (
                  <tr key={`${row.left?.no ?? '-'}:${row.right?.no ?? '-'}`} data-kind={row.kind}>
                    <Side line={row.left} row={row} side="left" />
                    <Side line={row.right} row={row} side="right" />
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <Modal
      open={device !== null}
      title={device ? msg('devconf.diffTitle', device.name) : ''}
      onCancel={onClose}
      width={1200}
      footer={<Button onClick={onClose}>{msg('common.close')}</Button>}
      destroyOnHidden
    >
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={msg('devconf.from')} htmlFor="devconf-from">
          <Select id="devconf-from" style={{ width: 340 }} options={options} value={from ?? undefined} onChange={(v: number) => setFrom(v)} disabled={!options.length} />
        </Form.Item>
        <Form.Item label={msg('devconf.to')} htmlFor="devconf-to">
          <Select
            id="devconf-to"
            style={{ width: 340 }}
            options={[{ value: CURRENT, label: msg('devconf.currentConfig') }, ...options.filter((o) => o.value !== from)]}
            value={to}
            onChange={(v: number) => setTo(v)}
            disabled={!options.length}
          />
        </Form.Item>
        <Form.Item label={msg('devconf.show')}>
          <Radio.Group
            optionType="button"
            aria-label={msg('devconf.show')}
            value={show}
            onChange={(e) => setShow(e.target.value as Show)}
            options={[
              { value: 'full', label: msg('devconf.showFull') },
              { value: 'changes', label: msg('devconf.showChanges') },
            ]}
          />
        </Form.Item>
      </Form>
      {body}
    </Modal>
  );
}
