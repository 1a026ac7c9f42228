import { riskLevel, RISKS_DESC, type Risk } from './logic/index.ts';

export interface SeverityCountsProps {
  counts: Readonly<Record<Risk, number>>;
  /** accessible name of the list, e.g. "Vulnerable devices by severity" */
  label: string;
  /** only a coloured dot and the number (label text for assistive technology only) */
  compact?: boolean;
  /** leave out severities with no count */
  hideZero?: boolean;
}

/** Counts per severity, highest first, each with its catalogue colour and label. */
export function SeverityCounts({ counts, label, compact = false, hideZero = false }: SeverityCountsProps) {
  const risks = RISKS_DESC.filter((r) => !hideZero || counts[r] > 0);
  return (
    <ul className={`psirt-severity-counts${compact ? ' psirt-severity-counts-compact' : ''}`} aria-label={label}>
      {risks.map((risk) => {
        const level = riskLevel(risk);
        return (
          <li key={risk} className="psirt-severity-count" data-risk={risk}>
            <span className="psirt-severity-dot" style={{ backgroundColor: level.color }} aria-hidden />
            <span className={compact ? 'psirt-visually-hidden' : 'psirt-severity-label'}>{level.label}</span>
            <span className="psirt-severity-number">{counts[risk]}</span>
          </li>
        );
      })}
    </ul>
  );
}

export interface SeverityBadgeProps {
  risk: number;
}

/** A severity as coloured dot plus label (the colour never carries the meaning alone). */
export function SeverityBadge({ risk }: SeverityBadgeProps) {
  const level = riskLevel(risk);
  return (
    <span className="psirt-severity-badge">
      <span className="psirt-severity-dot" style={{ backgroundColor: level.color }} aria-hidden />
      {level.label}
    </span>
  );
}
