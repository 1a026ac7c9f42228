import './vulnerabilities.css';
import { useMemo, useRef } from 'react';
import { Button, Descriptions, Modal, Space, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { DataGrid, type DataGridHandle } from '@/lib/grid/index.ts';
import type { SortColumn } from '@/lib/grid/types.ts';
import { msg } from './text.ts';
import { deviceVulnerabilities, type PsirtAdvisory, type PsirtData, type VulnerableDeviceRow } from './logic/index.ts';
import { advisoryColumns, advisoryRowHeight } from './columns.tsx';
import { SeverityCounts } from './severity-counts.tsx';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';

export interface DeviceVulnerabilitiesDialogProps {
  open: boolean;
  /** the device (or access point, switch, extender) whose advisories are shown */
  row: VulnerableDeviceRow;
  /** the ADOM's advisories by IR number */
  advisories: PsirtData['byIrNumber'];
  /** read-write admins may set up the upgrade from here */
  canSetupUpgrade: boolean;
  onSetupUpgrade: () => void;
  onClose: () => void;
}

const DEFAULT_SORT: readonly SortColumn[] = [{ columnKey: 'risk', direction: 'DESC' }];
const advisoryKey = (a: PsirtAdvisory) => a.ir_number;
const advisoryLabel = (a: PsirtAdvisory) => a.ir_number;

/**
 * Device Vulnerabilities: the advisories hitting one device, highest severity first, with links to the provider's
 * PSIRT page and the national vulnerability database, the totals per severity, CSV export and Setup Upgrade.
 */
export function DeviceVulnerabilitiesDialog({
  open,
  row,
  advisories,
  canSetupUpgrade,
  onSetupUpgrade,
  onClose,
}: DeviceVulnerabilitiesDialogProps) {
  const gridRef = useRef<DataGridHandle<PsirtAdvisory>>(null);
  const columns = useMemo(() => advisoryColumns(), []);
  const content = useMemo(() => deviceVulnerabilities(row.vulnerabilities, advisories), [row, advisories]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={msg('psirt.deviceVulnerabilitiesTitle')}
      width={1000}
      centered
      destroyOnHidden
      footer={<Button onClick={onClose}>{msg('common.close')}</Button>}
      className="psirt-dialog"
    >
      <div className="psirt-dialog-body">
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'name', label: msg('psirt.colDeviceName'), children: row.name },
            { key: 'firmware', label: msg('psirt.colFirmwareVersion'), children: row.firmware },
          ]}
        />
        <div className="psirt-headline">
          <Typography.Text strong>{msg('psirt.totalDetected', content.total)}</Typography.Text>
          <SeverityCounts counts={content.countsPerRisk} label={msg('psirt.severityCountsLabel')} />
        </div>
        <div className="psirt-toolbar">
          <Space wrap>
            {canSetupUpgrade && (
              <Button type="primary" icon={<ToolOutlined aria-hidden />} onClick={onSetupUpgrade}>
                {msg('psirt.setupUpgrade')}
              </Button>
            )}
            <ExportCsvButton disabled={content.total === 0} onExport={() => gridRef.current?.exportCsv(`vulnerabilities-${row.name}`)} />
          </Space>
        </div>
        <DataGrid<PsirtAdvisory>
          ref={gridRef}
          aria-label={msg('psirt.deviceVulnerabilitiesTitle')}
          columns={columns}
          rows={content.advisories}
          rowKey={advisoryKey}
          rowLabel={advisoryLabel}
          defaultSort={DEFAULT_SORT}
          rowHeight={advisoryRowHeight}
          emptyText={msg('psirt.noVulnerabilities')}
          height="min(52vh, 520px)"
        />
      </div>
    </Modal>
  );
}
