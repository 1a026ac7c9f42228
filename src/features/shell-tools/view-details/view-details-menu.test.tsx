import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { ViewDetailsMenu } from './view-details-menu.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  // data masking with the privacy tool
  mock.persona('maskedAdmin');
});
afterEach(() => mock.dispose());

async function choose(item: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('ViewDetailsMenu', () => {
  it('manual input: type a value and see the details', async () => {
    renderShell(<ViewDetailsMenu />);
    await choose('Manual Input');
    const input = await screen.findByRole('textbox', { name: 'Value' });
    await userEvent.type(input, 'user#a3f9');
    expect(input).toHaveValue('user#a3f9');
    expect(await screen.findByText('10.10.20.15')).toBeInTheDocument();
  });

  it('says so when the client address cannot be read', async () => {
    mock.fail('getClientIp');
    renderShell(<ViewDetailsMenu />);
    await choose('Manual Input');
    expect(await screen.findByText('Failed to load your IP address.')).toBeInTheDocument();
  });

  it('closing the details gives the focus back to the menu button', async () => {
    renderShell(<ViewDetailsMenu />);
    await choose('Manual Input');
    await screen.findByRole('textbox', { name: 'Value' });
    // the footer's Close (the title bar has its own)
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Details' })).toHaveFocus());
  });

  it('screen picker: the next click on the page picks its value instead of acting', async () => {
    const onPageClick = vi.fn();
    renderShell(
      <>
        <button type="button" onClick={onPageClick}>
          user#a3f9
        </button>
        <ViewDetailsMenu />
      </>,
    );
    await choose('Screen Picker');
    expect(screen.getByRole('status')).toHaveTextContent('Click a value on the screen to view its details.');
    await userEvent.click(screen.getByRole('button', { name: 'user#a3f9' }));
    expect(onPageClick).not.toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: 'Value' })).toHaveValue('user#a3f9');
  });

  it('screen picker stops with Escape', async () => {
    renderShell(<ViewDetailsMenu />);
    await choose('Screen Picker');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows only when data masking and the privacy tool are on', async () => {
    mock.persona('superAdmin');
    const { queryClient } = renderShell(<ViewDetailsMenu />);
    await settled(queryClient);
    expect(mock.callsOf('getSysConfig')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'View Details' })).not.toBeInTheDocument();
  });
});
