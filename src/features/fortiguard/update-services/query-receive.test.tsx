import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { QueryReceive } from './query-receive.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const importCall = () => mock.callsOf('umQueryServer').find((c) => (c.body as { method: string }).method === 'import');

async function fill(folder: string, file: string, checksum: string) {
  if (folder) await userEvent.type(screen.getByRole('textbox', { name: 'Folder' }), folder);
  if (file) await userEvent.type(screen.getByRole('textbox', { name: 'File Name' }), file);
  if (checksum) await userEvent.type(screen.getByRole('textbox', { name: 'MD5 Checksum' }), checksum);
}

describe('Query Receive Status', () => {
  it('lists the query databases with version, date, size and state', async () => {
    renderShell(<QueryReceive editable />);
    const wf = (await screen.findByText('Web Filtering Database')).closest<HTMLElement>('[role="row"]')!;
    expect(within(wf).getByText('20.01124')).toBeInTheDocument();
    expect(within(wf).getByText('2026-11-24 03:00:00')).toBeInTheDocument();
    expect(within(wf).getByText('1.2 GB')).toBeInTheDocument();
    expect(within(screen.getByText('AntiSpam Database').closest<HTMLElement>('[role="row"]')!).getByText('Updating')).toBeInTheDocument();
  });

  it('searches, sorts and exports the databases shown', async () => {
    const downloads = captureDownloads();
    renderShell(<QueryReceive editable={false} />);
    const grid = await screen.findByRole('grid', { name: 'Query databases' });
    await within(grid).findByText('Web Filtering Database');
    const names = () => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell')[0].textContent);
    const all = names();
    await userEvent.click(within(grid).getByText('Database'));
    await waitFor(() => expect(names()).toEqual([...all].sort((a, b) => a!.localeCompare(b!))));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Status' }), { target: { value: 'updating' } });
    await waitFor(() => expect(names()).toEqual(['AntiSpam Database']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.lines()).toEqual(['Database,Service,Latest Version,Updated,Size,Status', expect.stringMatching(/^AntiSpam Database,.*,Updating$/)]);
    downloads.restore();
  });

  it('imports a database by folder, file and checksum', async () => {
    renderShell(<QueryReceive editable />);
    await screen.findByText('Web Filtering Database');
    await fill('/var/tmp/fgd', 'wf-db-20261124.dat', '9e107d9d372bb6826bd81d3542a419d6');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The query database was imported.')).toBeInTheDocument();
    expect(importCall()?.body).toEqual({ method: 'import', params: { folder: '/var/tmp/fgd', file: 'wf-db-20261124.dat', checksum: '9e107d9d372bb6826bd81d3542a419d6' } });
  }, 40_000);

  it("each rule of the form has its message, and nothing is sent until they hold", async () => {
    renderShell(<QueryReceive editable />);
    await screen.findByText('Web Filtering Database');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await fill('var/tmp', 'a b', 'xyz');
    expect(await screen.findByText('Enter the folder as an absolute path, such as /var/tmp/fgd.')).toBeInTheDocument();
    expect(screen.getByText('Enter a file name without a folder or spaces.')).toBeInTheDocument();
    expect(screen.getByText("Enter the file's MD5 checksum: 32 hexadecimal characters.")).toBeInTheDocument();
    expect(importCall()).toBeUndefined();
  }, 40_000);

  it('a refused import says why and keeps what was typed', async () => {
    mock.reply('umQueryServer', (call, spec) => ((call.body as { method: string }).method === 'import' ? { status: { code: -8, message: 'The checksum does not match the file.' } } : spec));
    renderShell(<QueryReceive editable />);
    await screen.findByText('Web Filtering Database');
    await fill('/var/tmp/fgd', 'wf.dat', '9e107d9d372bb6826bd81d3542a419d6');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Failed to import the query database. The checksum does not match the file.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'File Name' })).toHaveValue('wf.dat');
  }, 40_000);

  it('read-only: the list without the import; a failed read says so', async () => {
    const { unmount } = renderShell(<QueryReceive editable={false} />);
    await screen.findByText('Web Filtering Database');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    unmount();
    mock.fail('umQueryServer');
    renderShell(<QueryReceive editable />);
    await waitFor(() => expect(screen.getByText('Failed to load the query databases.', { exact: false })).toBeInTheDocument());
  });
});
