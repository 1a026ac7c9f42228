import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FinishStep } from './finish-step.tsx';
import { renderWithProviders } from '../test/render.tsx';

describe('FinishStep', () => {
  it('says Setup Complete and finishes complete when nothing was left for later', async () => {
    const onFinish = vi.fn();
    renderWithProviders(<FinishStep productName="FortiAnalyzer" later={[]} onFinish={onFinish} />);
    expect(screen.getByRole('heading', { name: 'Setup Complete' })).toHaveFocus();
    expect(screen.getByText('FortiAnalyzer is set up and ready to use.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith('complete');
  });

  it('says Setup Incomplete, names what was left, and finishes incomplete', async () => {
    const onFinish = vi.fn();
    renderWithProviders(<FinishStep productName="FortiManager" later={['PASSWORD', 'FIRMWARE']} onFinish={onFinish} />);
    expect(screen.getByRole('heading', { name: 'Setup Incomplete' })).toBeInTheDocument();
    expect(screen.getByText(/Change Your Password, Upgrade Firmware/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith('incomplete');
  });
});
