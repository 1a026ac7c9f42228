import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '@/lib/testing/render.tsx';
import { PageFrame } from './page-frame.tsx';
import { ToolbarActions } from './toolbar-actions.tsx';

function Screen({ onRefresh = () => {} }: { onRefresh?: () => void }) {
  const [chosen, setChosen] = useState(false);
  return (
    <>
      <ToolbarActions>
        <button type="button">Create New</button>
        <button type="button" disabled={!chosen}>
          Edit
        </button>
        <button type="button" onClick={onRefresh}>
          Refresh
        </button>
      </ToolbarActions>
      <button type="button" onClick={() => setChosen(true)}>
        Choose a row
      </button>
    </>
  );
}

const framed = (ui: React.ReactNode) => (
  <PageFrame title="Screen" breadcrumb={[{ title: 'Screen' }]}>
    {ui}
  </PageFrame>
);

describe('ToolbarActions', () => {
  it("draws the screen's actions inside the module toolbar the route chose", async () => {
    let refreshed = 0;
    renderShell(framed(<Screen onRefresh={() => refreshed++} />), { path: '/dvm/firmwaretemplate' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Templates toolbar' });
    expect(within(toolbar).getByRole('button', { name: 'Create New' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    // one toolbar only: the actions are not drawn a second time in the screen
    expect(screen.getAllByRole('toolbar')).toHaveLength(1);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Refresh' }));
    expect(refreshed).toBe(1);
  });

  it('is one tab stop; the arrow keys, Home and End move among the enabled actions', async () => {
    renderShell(framed(<Screen />), { path: '/dvm/main' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Device Manager toolbar' });
    const create = within(toolbar).getByRole('button', { name: 'Create New' });
    const refresh = within(toolbar).getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    expect(create).toHaveFocus();
    // Edit is disabled, so the next stop is Refresh
    await userEvent.keyboard('{ArrowRight}');
    expect(refresh).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(create).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(create).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(refresh).toHaveFocus();
    // leaving the toolbar with Tab goes to the screen, not to the other actions
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose a row' })).toHaveFocus();
    // an action enabled later joins the arrow-key order
    await userEvent.click(screen.getByRole('button', { name: 'Choose a row' }));
    refresh.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('stays in the screen, in a toolbar of its own, when the route has no module toolbar', async () => {
    renderShell(framed(<Screen />), { path: '/fortisoc/soar/outbreakalerts' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions' });
    expect(within(toolbar).getByRole('button', { name: 'Create New' })).toBeInTheDocument();
    expect(toolbar.closest('.page-body')).not.toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Refresh' })).toHaveFocus();
  });

  it('outside any page frame the actions are drawn where they are', () => {
    renderShell(<Screen />);
    expect(screen.getByRole('toolbar', { name: 'Actions' })).toBeInTheDocument();
  });
});
