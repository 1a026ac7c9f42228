import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
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
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getAllByText('Over the limit')).toHaveLength(3 + 1);
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
