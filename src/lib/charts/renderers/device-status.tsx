import { theme as antdTheme } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { msg, type MessageKey } from '../text.ts';
import { formatCount, formatPercent } from '../format.ts';
import type { DeviceRow, RendererProps } from '../types.ts';

/** What a card says of a device beside its name and status, where the row has it. */
const FACTS: readonly [MessageKey, (d: DeviceRow) => string | undefined][] = [
  ['charts.col.platform', (d) => d.platform || undefined],
  ['charts.col.firmware', (d) => d.osVersion],
  ['charts.col.serial', (d) => d.sn || undefined],
  ['charts.col.logs', (d) => (d.logs == null ? undefined : formatCount(d.logs))],
  ['charts.col.threats', (d) => (d.threats == null ? undefined : formatCount(d.threats))],
  ['charts.col.cpu', (d) => (d.cpu == null ? undefined : formatPercent(d.cpu))],
  ['charts.col.memory', (d) => (d.memory == null ? undefined : formatPercent(d.memory))],
];

/**
 * The device status widget (the widget definition's renderer `device-status`): a card per device with its name, its
 * connection up or down (said in words; the icon only repeats it), its platform, firmware, serial number, logs and
 * threats of the period, CPU and memory. The widget turns through its devices a page at a time (autoplay).
 */
export default function DeviceStatusRenderer({ rows, height }: RendererProps) {
  const { token } = antdTheme.useToken();
  return (
    // focusable, so that a keyboard scrolls the cards a small widget cannot show at once
    <div className="chart-devices-scroll" style={{ height }} tabIndex={0} role="group" aria-label={msg('charts.col.devices')}>
      <ul className="chart-devices">
        {(rows as DeviceRow[]).map((d) => {
          const up = d.status === 'up';
          return (
            <li key={d.sn || d.name} className="chart-device" style={{ borderColor: token.colorBorderSecondary }}>
              <span className="chart-device-name">{d.name}</span>
              <span className="chart-device-state">
                {up ? (
                  <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />
                ) : (
                  <CloseCircleFilled aria-hidden style={{ color: token.colorError }} />
                )}
                {msg(up ? 'charts.statusUp' : 'charts.statusDown')}
              </span>
              <dl className="chart-device-facts">
                {FACTS.map(([label, value]) => {
                  const text = value(d);
                  return text === undefined ? null : (
                    <div key={label}>
                      <dt>{msg(label)}</dt>
                      <dd>{text}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
