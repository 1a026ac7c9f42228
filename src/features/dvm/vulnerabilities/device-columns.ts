import type { GridColumn } from '@/lib/grid/types.ts';
import { msg } from './text.ts';
import { riskLevel, type VulnerableDeviceRow } from './logic/index.ts';

const hasVulnerabilities = (r: VulnerableDeviceRow) => r.vulnerabilities.length > 0;

/**
 * Columns of the Vulnerable Devices grid as the rows' keeper reads them (search, sort, CSV), without cells: the fleet
 * worker filters and exports with these; ./columns.tsx draws them. A FortiGate listed only for its vulnerable access
 * points, switches or extenders (Fabric View) shows no severity of its own.
 */
export function deviceColumnDefs(): GridColumn<VulnerableDeviceRow>[] {
  return [
    { key: 'name', name: msg('psirt.colDeviceName'), minWidth: 180, value: (r) => r.name },
    {
      key: 'severity',
      name: msg('psirt.colSeverity'),
      width: 150,
      sortDescendingFirst: true,
      value: (r) => (hasVulnerabilities(r) ? r.severity : null),
      text: (r) => (hasVulnerabilities(r) ? riskLevel(r.severity).label : ''),
    },
    { key: 'platform', name: msg('psirt.colPlatform'), minWidth: 150, value: (r) => r.platform },
    { key: 'firmware', name: msg('psirt.colFirmwareVersion'), width: 150, value: (r) => r.firmware },
    {
      key: 'suggested',
      name: msg('psirt.colSuggestedUpgrade'),
      width: 210,
      value: (r) => r.suggestedVersion ?? '',
    },
    {
      key: 'vulnerabilities',
      name: msg('psirt.colVulnerabilities'),
      width: 150,
      sortDescendingFirst: true,
      value: (r) => r.vulnerabilities.length,
      text: (r) => String(r.vulnerabilities.length),
    },
  ];
}
