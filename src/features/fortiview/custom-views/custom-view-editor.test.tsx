import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { CustomViewEditor } from './custom-view-editor.tsx';
import type { CustomView } from './logic/lifecycle.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const view: CustomView = {
  uuid: 'cv-my-threats',
  name: 'My Threats',
  subType: 'generic',
  createdFrom: null,
  isTemplate: false,
  adomName: 'root',
  widgets: [
    { id: 'top-sources-1', widget: 'top-sources', x: 0, y: 0, w: 12, h: 9 },
    { id: 'top-destinations-2', widget: 'top-destinations', x: 12, y: 0, w: 12, h: 9, defaultHide: true },
  ],
};

describe('CustomViewEditor', () => {
  it('marks a widget hidden by default, offers to show or hide each by default, and says when the dashboard was saved', async () => {
    const onDone = vi.fn();
    renderShell(<CustomViewEditor view={view} adom="root" onDone={onDone} />);
    const user = userEvent.setup();
    const destinations = (await screen.findByRole('region', { name: 'Top Destinations' })) as HTMLElement;
    const sources = screen.getByRole('region', { name: 'Top Sources' });
    // the state is in words on the widget, the button says what it does
    expect(within(destinations).getByText('Hidden by default')).toBeInTheDocument();
    expect(within(sources).queryByText('Hidden by default')).not.toBeInTheDocument();
    await user.click(within(destinations).getByRole('button', { name: 'Show Top Destinations by default' }));
    expect(within(destinations).queryByText('Hidden by default')).not.toBeInTheDocument();
    await user.click(within(sources).getByRole('button', { name: 'Hide Top Sources by default' }));
    expect(within(sources).getByText('Hidden by default')).toBeInTheDocument();
    expect(within(sources).getByRole('button', { name: 'Show Top Sources by default' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The dashboard was saved.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    const [call] = mock.callsOf('saveCustomViewLayout');
    expect(call.url.pathname).toBe('/api/gui/customview/adom/root/cv-my-threats/layout');
    const saved = (call.body as { widgets: CustomView['widgets'] }).widgets;
    expect(saved.map((w) => [w.widget, !!w.defaultHide])).toEqual([
      ['top-sources', true],
      ['top-destinations', false],
    ]);
  });

  it('does not say saved when the save failed: the editor stays open with the server’s text', async () => {
    mock.fail('saveCustomViewLayout');
    const onDone = vi.fn();
    renderShell(<CustomViewEditor view={view} adom="root" onDone={onDone} />);
    await screen.findByRole('region', { name: 'Top Sources' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error.');
    expect(screen.queryByText('The dashboard was saved.')).not.toBeInTheDocument();
    await waitFor(() => expect(onDone).not.toHaveBeenCalled());
  });
});
