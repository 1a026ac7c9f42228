import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import LogLimitDialog from './log-limit-dialog.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('Daily Log Limit', () => {
  it('says on how many of the last 7 days the limit was exceeded, as the chart’s text and in its table', async () => {
    renderShell(<LogLimitDialog open onClose={() => {}} />);
    const sentence = 'The daily log limit of 50 GB was exceeded on 3 of the last 7 days.';
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `GB received per day against the daily limit of 50 GB. ${sentence}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View as Table' }));
    const grid = screen.getByRole('grid', { name: 'Daily Log Limit' });
    expect(within(grid).getAllByRole('row')).toHaveLength(8);
    expect(within(grid).getAllByText('Over the limit')).toHaveLength(3 + 1);
    await userEvent.click(screen.getByRole('button', { name: 'View as Chart' }));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('img', { name: `GB received per day against the daily limit of 50 GB. ${sentence}` })).toBeInTheDocument();
  });

  it('the table is searched and sorted per column, and exported as shown', async () => {
    const downloads = captureDownloads();
    renderShell(<LogLimitDialog open onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View as Table' }));
    const grid = screen.getByRole('grid', { name: 'Daily Log Limit' });
    const days = () => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell')[0].textContent);
    const oldestFirst = days();
    await userEvent.click(within(grid).getByText('Day'));
    await userEvent.click(within(grid).getByText('Day'));
    await waitFor(() => expect(days()).toEqual([...oldestFirst].reverse()));
    await userEvent.type(within(grid).getByRole('textbox', { name: 'Search Over the limit' }), 'over');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1 + 3));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['daily-log-limit.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Day,Received (GB),Daily limit (GB),Over the limit');
    expect(lines).toHaveLength(1 + 3);
    expect(lines.slice(1).every((l) => /^\d{4}-\d{2}-\d{2},[\d.,"]+,50,Over the limit$/.test(l))).toBe(true);
    downloads.restore();
  });

  it('says when the limit was kept', async () => {
    mock.scenario('getLogLimitNotice', 'within');
    renderShell(<LogLimitDialog open onClose={() => {}} />);
    expect(await screen.findByText('The daily log limit of 50 GB was kept on each of the last 7 days.')).toBeInTheDocument();
  });

  it('says so when the notice cannot be read, and tries again', async () => {
    mock.fail('getLogLimitNotice');
    renderShell(<LogLimitDialog open onClose={() => {}} />);
    expect(await screen.findByText('Failed to load the daily log limit.', { exact: false })).toBeInTheDocument();
    mock.reset('getLogLimitNotice');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The daily log limit of 50 GB was exceeded on 3 of the last 7 days.')).toBeInTheDocument();
  });
});
