import { Button, Descriptions, Drawer } from 'antd';
import { logFields } from './catalog.ts';
import type { LogRow } from '@generated/types/entities.ts';
import { msg } from './text.ts';

export interface LogDetailsProps {
  row: LogRow | null;
  onClose: () => void;
  afterClose: () => void;
  /** narrow the list to logs with this field's value */
  onFilter: (field: string, value: string) => void;
}

/** Every field of a log, labelled, with its meaning; any value can narrow the list to logs that share it. */
export function LogDetails({ row, onClose, afterClose, onFilter }: LogDetailsProps) {
  const record = row as Record<string, string | number | undefined> | null;
  const shown = record ? logFields.filter((f) => record[f.field] !== undefined && record[f.field] !== '') : [];
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      afterOpenChange={(open) => !open && afterClose()}
      title={msg('logview.detailsTitle')}
      size="large"
    >
      {record && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={shown.map((f) => ({
            key: f.field,
            label: (
              <span className="log-field-label">
                <span>{f.label}</span>
                <span className="log-field-meaning">
                  {f.field} · {f.meaning}
                </span>
              </span>
            ),
            children: (
              <span className="log-field-value">
                <span>{String(record[f.field])}</span>
                <Button size="small" type="link" onClick={() => onFilter(f.field, String(record[f.field]))} aria-label={msg('logview.filterBy', f.label, String(record[f.field]))}>
                  {msg('logview.filterByShort')}
                </Button>
              </span>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
