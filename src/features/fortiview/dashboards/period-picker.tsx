import { useId, useState } from 'react';
import { Button, DatePicker, InputNumber, Popover, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { msg } from './text.ts';
import { customToken, lastNToken, parsePeriod, type LastNUnit, type PeriodKind } from './logic/time-period.ts';

const UNIT_LABEL: Record<LastNUnit, () => string> = {
  hour: () => msg('dashboard.unitHours'),
  day: () => msg('dashboard.unitDays'),
  week: () => msg('dashboard.unitWeeks'),
};

/** A readable name of a period token, for the select and for summaries. */
export function periodLabel(token: string, kind: PeriodKind): string {
  const p = parsePeriod(token, kind);
  if (!p) return token;
  if (p.kind === 'option') return p.option.label;
  if (p.kind === 'lastN') return msg('dashboard.lastN', p.n, UNIT_LABEL[p.unit]());
  const fmt = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
  return msg('dashboard.customRangeValue', fmt(p.start), fmt(p.end));
}

export interface PeriodPickerProps {
  kind: PeriodKind;
  value: string;
  onChange: (token: string) => void;
  label: string;
  size?: 'small' | 'middle';
}

/**
 * The time-period choice of a widget or a dashboard: the kind's options, plus "Last N" (a number and a unit) and a
 * custom range where the kind offers them. A bad entry says why and keeps what was typed.
 */
export function PeriodPicker({ kind, value, onChange, label, size = 'small' }: PeriodPickerProps) {
  const [editing, setEditing] = useState<'lastN' | 'custom' | null>(null);
  const current = parsePeriod(value, kind);
  const units = kind.lastNUnits ?? [];
  const [n, setN] = useState<number | null>(current?.kind === 'lastN' ? current.n : 1);
  const [unit, setUnit] = useState<LastNUnit>(current?.kind === 'lastN' ? current.unit : (units[0] ?? 'hour'));
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null]>(
    current?.kind === 'custom' ? [dayjs(current.start), dayjs(current.end)] : [dayjs().subtract(1, 'hour'), dayjs()],
  );
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const fixed = kind.options.filter((o) => o.kind !== 'lastN' && o.kind !== 'custom');
  const options = [
    ...fixed.map((o) => ({ value: o.value, label: o.label })),
    ...(current && current.kind !== 'option' ? [{ value, label: periodLabel(value, kind) }] : []),
    ...(kind.options.some((o) => o.kind === 'lastN') && units.length ? [{ value: '#lastN', label: msg('dashboard.lastNChoice') }] : []),
    ...(kind.options.some((o) => o.kind === 'custom') ? [{ value: '#custom', label: msg('dashboard.customChoice') }] : []),
  ];

  const close = () => {
    setEditing(null);
    setError(null);
  };
  const applyLastN = () => {
    if (!n || !Number.isInteger(n) || n < 1 || n > 9999) return setError(msg('dashboard.lastNInvalid'));
    onChange(lastNToken(n, unit));
    close();
  };
  const applyCustom = () => {
    const [start, end] = range;
    if (!start || !end) return setError(msg('dashboard.customMissing'));
    if (!end.isAfter(start)) return setError(msg('dashboard.customInvalid'));
    onChange(customToken(start.valueOf(), end.valueOf()));
    close();
  };

  const form =
    editing === 'lastN' ? (
      <Space orientation="vertical" size="small">
        <Space>
          <InputNumber
            aria-label={msg('dashboard.lastNCount')}
            min={1}
            max={9999}
            precision={0}
            value={n}
            onChange={(v) => setN(v)}
            status={error ? 'error' : undefined}
            aria-describedby={error ? errorId : undefined}
            onPressEnter={applyLastN}
            autoFocus
          />
          <Select
            aria-label={msg('dashboard.lastNUnit')}
            value={unit}
            onChange={setUnit}
            options={units.map((u) => ({ value: u, label: UNIT_LABEL[u]() }))}
            style={{ width: 110 }}
          />
        </Space>
        {error && <Typography.Text type="danger" id={errorId} role="alert">{error}</Typography.Text>}
        <Space>
          <Button type="primary" size="small" onClick={applyLastN}>{msg('dashboard.apply')}</Button>
          <Button size="small" onClick={close}>{msg('common.cancel')}</Button>
        </Space>
      </Space>
    ) : (
      <Space orientation="vertical" size="small">
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={range}
          onChange={(v) => setRange([v?.[0] ?? null, v?.[1] ?? null])}
          aria-label={msg('dashboard.customChoice')}
          status={error ? 'error' : undefined}
          allowEmpty={[true, true]}
        />
        {error && <Typography.Text type="danger" id={errorId} role="alert">{error}</Typography.Text>}
        <Space>
          <Button type="primary" size="small" onClick={applyCustom}>{msg('dashboard.apply')}</Button>
          <Button size="small" onClick={close}>{msg('common.cancel')}</Button>
        </Space>
      </Space>
    );

  return (
    <Popover open={editing !== null} content={form} trigger={[]} placement="bottomLeft" onOpenChange={(o) => !o && close()}>
      <Select
        size={size}
        aria-label={label}
        value={value}
        popupMatchSelectWidth={false}
        options={options}
        onChange={(v: string) => {
          if (v === '#lastN') setEditing('lastN');
          else if (v === '#custom') setEditing('custom');
          else onChange(v);
        }}
        style={{ minWidth: 130 }}
      />
    </Popover>
  );
}
