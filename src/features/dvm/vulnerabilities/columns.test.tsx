import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { advisoryColumns, advisoryRowHeight, advisoryTitleLines } from './columns.tsx';
import type { PsirtAdvisory } from './logic/index.ts';

const LONG_TITLE =
  'FortiOS and FortiProxy - Authentication bypass in Node.js websocket module and CSF requests leading to super-admin privileges on the management interface';

const advisory = (cves: string[]): PsirtAdvisory =>
  ({ title: LONG_TITLE, ir_number: 'FG-IR-24-535', risk: 5, cve: cves }) as unknown as PsirtAdvisory;

function titleCell(a: PsirtAdvisory): HTMLElement {
  const column = advisoryColumns().find((c) => c.key === 'title')!;
  const cell = (column.renderCell as (row: PsirtAdvisory, ctx: { tabIndex: number }) => ReactNode)(a, { tabIndex: -1 });
  const { container } = render(<div>{cell}</div>);
  return container.firstElementChild!.firstElementChild as HTMLElement;
}

describe('Device Vulnerabilities title cell', () => {
  it('keeps a long title to the one line of a one-CVE row, with the whole title as its tooltip', () => {
    const a = advisory(['CVE-2024-55591']);
    expect(advisoryTitleLines(a)).toBe(1);
    const cell = titleCell(a);
    expect(cell).toHaveClass('psirt-title-clamp');
    expect(cell.style.webkitLineClamp).toBe('1');
    expect(cell).toHaveAttribute('title', LONG_TITLE);
    // the whole title stays in the text for screen readers, search and export
    expect(cell).toHaveTextContent(LONG_TITLE);
  });

  it('lets the title use every line a taller row has', () => {
    const a = advisory(['CVE-2024-1', 'CVE-2024-2', 'CVE-2024-3']);
    expect(advisoryRowHeight(a)).toBe(72);
    expect(advisoryTitleLines(a)).toBe(3);
    expect(titleCell(a).style.webkitLineClamp).toBe('3');
  });
});
