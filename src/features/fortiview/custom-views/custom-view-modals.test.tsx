import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { constants } from '@generated/catalog/constants.ts';
import { useAppLoading } from '@/lib/ui/app-loading.ts';
import { DeleteCustomViewModal, NewCustomViewModal, RenameCustomViewModal } from './custom-view-modals.tsx';
import type { CustomView } from './logic/lifecycle.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const template: CustomView = {
  uuid: 'tpl-soc-overview',
  name: 'SOC Overview',
  subType: 'generic',
  createdFrom: null,
  isTemplate: true,
  adomName: 'root',
  widgets: [
    { id: 'threat-map-1', widget: 'threat-map', x: 0, y: 0, w: 16, h: 12 },
    { id: 'waf-attacks-6', widget: 'waf-attacks', x: 12, y: 21, w: 12, h: 9, defaultHide: true },
  ],
};
const view: CustomView = { ...template, uuid: 'cv-my-threats', name: 'My Threats', isTemplate: false, createdFrom: 'tpl-soc-overview' };

describe('New Custom View', () => {
  it('shows the submitting state and the app loading indicator during the call, then hands over the new uuid', async () => {
    const onCreated = vi.fn();
    const release = mock.hang('createCustomView');
    const loading = renderHook(() => useAppLoading());
    renderShell(<NewCustomViewModal open onClose={() => {}} adom="root" templates={[template]} onCreated={onCreated} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Mine');
    await user.click(screen.getByRole('radio', { name: 'From Template' }));
    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByTitle('SOC Overview [root]'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /OK/ })).toHaveClass('ant-btn-loading'));
    expect(loading.result.current).toBe(true);
    const [call] = mock.callsOf('createCustomView');
    // the template's widgets without those hidden by default; never a template
    expect(call.body).toEqual({ name: 'Mine', createdFrom: 'tpl-soc-overview', isTemplate: false, widgets: [template.widgets[0]] });
    act(() => release());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('cv-7f3a91'));
    expect(loading.result.current).toBe(false);
  });

  it('does nothing and says nothing for an empty name; without a template only asks for one', async () => {
    renderShell(<NewCustomViewModal open onClose={() => {}} adom="root" templates={[template]} onCreated={() => {}} />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    // required, though an empty one only means that nothing happens
    expect(name).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(mock.callsOf('createCustomView')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'New Custom View' })).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'From Template' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Please choose a template.')).toBeInTheDocument();
    // the spec's only message of these dialogs
    expect([...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent)).toEqual(['Please choose a template.']);
    expect(mock.callsOf('createCustomView')).toEqual([]);
  });

  it("holds a name to the appliance's 64 characters without a word about it", async () => {
    renderShell(<NewCustomViewModal open onClose={() => {}} adom="root" templates={[]} onCreated={() => {}} />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveAttribute('maxlength', '64');
    await user.type(name, 'x'.repeat(70));
    expect(name).toHaveValue('x'.repeat(64));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mock.callsOf('createCustomView')).toHaveLength(1));
    expect(mock.callsOf('createCustomView')[0]!.body).toMatchObject({ name: 'x'.repeat(64) });
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);
  });

  it('puts a refused name on the Name field and keeps what was typed', async () => {
    mock.fail('createCustomView', 400);
    renderShell(<NewCustomViewModal open onClose={() => {}} adom="root" templates={[]} onCreated={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'My Threats');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('A dashboard named "My Threats" already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('My Threats');
  });

  it('puts a server failure without a field on the Name field too', async () => {
    mock.fail('createCustomView');
    renderShell(<NewCustomViewModal open onClose={() => {}} adom="root" templates={[]} onCreated={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Anything');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // the server's detail, under the field
    const error = await screen.findByText('Internal server error.');
    expect(error.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Name'));
  });
});

describe('Rename Custom View', () => {
  it('starts from the current name and sends the new one for the view', async () => {
    const onRenamed = vi.fn();
    renderShell(<RenameCustomViewModal open onClose={() => {}} adom="root" view={view} onRenamed={onRenamed} />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('My Threats');
    await user.clear(name);
    await user.type(name, 'Threats at HQ');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onRenamed).toHaveBeenCalled());
    const [call] = mock.callsOf('renameCustomView');
    expect(call.url.pathname).toBe('/api/gui/customview/adom/root/cv-my-threats');
    expect(call.body).toEqual({ name: 'Threats at HQ' });
  });

  it('does nothing and says nothing for an emptied name; the name is held to 64 characters; closing is reported', async () => {
    const afterClose = vi.fn();
    function Opened() {
      const [open, setOpen] = useState(true);
      return <RenameCustomViewModal open={open} onClose={() => setOpen(false)} adom="root" view={view} onRenamed={() => {}} afterClose={afterClose} />;
    }
    renderShell(<Opened />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveAttribute('maxlength', '64');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(mock.callsOf('renameCustomView')).toEqual([]);
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(afterClose).toHaveBeenCalled());
    expect(mock.callsOf('renameCustomView')).toEqual([]);
  });
});

describe('Confirm Deletion', () => {
  it('asks with the spec’s words; a failed delete closes quietly without going anywhere', async () => {
    mock.fail('deleteCustomView');
    const onClose = vi.fn();
    const onDeleted = vi.fn();
    renderShell(<DeleteCustomViewModal open onClose={onClose} adom="root" view={view} onDeleted={onDeleted} />);
    expect(await screen.findByText('Are you sure you want to delete this dashboard?')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm Deletion' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('custom-view dialogs', () => {
  it('have the body height of the constants catalogue', async () => {
    renderShell(<DeleteCustomViewModal open onClose={() => {}} adom="root" view={view} onDeleted={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const body = dialog.querySelector<HTMLElement>('.ant-modal-body');
    expect(body?.style.height).toBe(`${constants.customViews.dialogBodyHeightPx}px`);
  });
});
