import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HiddenWidgetsMenu } from './hidden-widgets-menu.tsx';
import { dashboardByUuid } from './catalog.ts';

function Harness({ uuid, initial = [] as string[] }: { uuid: string; initial?: string[] }) {
  const [shown, setShown] = useState<Set<string>>(new Set(initial));
  return (
    <>
      <HiddenWidgetsMenu widgets={dashboardByUuid(uuid)!.widgets} shown={shown} onChange={setShown} />
      <output aria-label="shown">{[...shown].sort().join(',')}</output>
    </>
  );
}

describe('HiddenWidgetsMenu', () => {
  it('lists the widgets the dashboard hides, each checked when shown, and shows or hides them by keyboard', async () => {
    render(<Harness uuid="threat-monitor" initial={['waf-attacks-21']} />);
    const button = screen.getByRole('button', { name: 'Hidden Widgets' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitemcheckbox');
    expect(items.map((i) => [i.textContent, i.getAttribute('aria-checked')])).toEqual([
      ['Top Endpoint Threats', 'false'],
      ['Web Application Attacks', 'true'],
    ]);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // the menu has the focus: Enter on the first item shows it, and the menu stays open for the next
    await waitFor(() => expect(document.activeElement?.closest('[role="menu"]')).not.toBeNull());
    items[0].focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'shown' })).toHaveTextContent('fct-threats-20,waf-attacks-21');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Top Endpoint Threats' })).toHaveAttribute('aria-checked', 'true');
    // Space turns the other off
    screen.getByRole('menuitemcheckbox', { name: 'Web Application Attacks' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('status', { name: 'shown' })).toHaveTextContent(/^fct-threats-20$/);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('is not offered on a dashboard that hides nothing', () => {
    render(<Harness uuid="l7-traffic-monitor" />);
    expect(screen.queryByRole('button', { name: 'Hidden Widgets' })).toBeNull();
  });
});
