import { constants } from '@generated/catalog/constants.ts';
import type { GridColumn } from '@/lib/grid/types.ts';
import { msg } from './text.ts';
import { cveUrl, psirtAdvisoryUrl, riskLevel, visibleCves, type PsirtAdvisory, type VulnerableDeviceRow } from './logic/index.ts';
import { SeverityBadge } from './severity-counts.tsx';
import { deviceColumnDefs } from './device-columns.ts';

/** Columns of the Vulnerable Devices grid (./device-columns.ts) with their cells. */
export function deviceColumns(): GridColumn<VulnerableDeviceRow>[] {
  return deviceColumnDefs().map((c) =>
    c.key === 'severity' ? { ...c, renderCell: (r) => (r.vulnerabilities.length > 0 ? <SeverityBadge risk={r.severity} /> : null) } : c,
  );
}

const LINE_HEIGHT = 20;
const CELL_PADDING = 12;

/** Height of an advisory row: one line per shown CVE (plus "+N more"), at most the catalogue's limit. */
export function advisoryRowHeight(advisory: PsirtAdvisory): number {
  const shown = visibleCves(advisory.cve).length;
  const lines = Math.max(1, shown + (advisory.cve.length > shown ? 1 : 0));
  return Math.min(constants.psirt.vulnerabilityCellMaxHeightPx, Math.max(36, CELL_PADDING + lines * LINE_HEIGHT));
}

/** How many lines of the title fit in the advisory's row. */
export function advisoryTitleLines(advisory: PsirtAdvisory): number {
  return Math.max(1, Math.floor((advisoryRowHeight(advisory) - CELL_PADDING) / LINE_HEIGHT));
}

/** Columns of the Device Vulnerabilities grid. */
export function advisoryColumns(): GridColumn<PsirtAdvisory>[] {
  return [
    {
      key: 'title',
      name: msg('psirt.colTitle'),
      minWidth: 260,
      cellClass: 'psirt-cell-wrap',
      value: (a) => a.title,
      // the row's height follows its CVE list: a longer title ends in an ellipsis on the row's last line, and the
      // whole title stays in the text (screen readers, search, export) and in the tooltip
      renderCell: (a) => (
        <span className="psirt-title-clamp" title={a.title} style={{ WebkitLineClamp: advisoryTitleLines(a) }}>
          {a.title}
        </span>
      ),
    },
    {
      key: 'risk',
      name: msg('psirt.colSeverity'),
      width: 150,
      sortDescendingFirst: true,
      value: (a) => a.risk,
      text: (a) => riskLevel(a.risk).label,
      renderCell: (a) => <SeverityBadge risk={a.risk} />,
    },
    {
      key: 'ir',
      name: msg('psirt.colIrNumber'),
      width: 160,
      value: (a) => a.ir_number,
      renderCell: (a, { tabIndex }) => (
        <a href={psirtAdvisoryUrl(a.ir_number)} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
          {a.ir_number}
        </a>
      ),
    },
    {
      key: 'cve',
      name: msg('psirt.colCve'),
      width: 190,
      // the export and the search cover every CVE; the cell shows the first few
      value: (a) => a.cve,
      renderCell: (a, { tabIndex }) => {
        const shown = visibleCves(a.cve);
        const more = a.cve.length - shown.length;
        return (
          <ul className="psirt-cve-list" style={{ maxBlockSize: constants.psirt.vulnerabilityCellMaxHeightPx }}>
            {shown.map((cve) => (
              <li key={cve}>
                <a href={cveUrl(cve)} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
                  {cve}
                </a>
              </li>
            ))}
            {more > 0 && <li className="psirt-cve-more">{msg('psirt.moreCves', more)}</li>}
          </ul>
        );
      },
    },
  ];
}
