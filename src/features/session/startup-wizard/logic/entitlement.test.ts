import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '@generated/catalog/constants.ts';
import type { LicenseSelf } from '@generated/types/entities.ts';
import { importEntitlement, pollEntitlementLicence } from './entitlement.ts';

const pending: LicenseSelf = { sn: 'FMG-VMTM24012345', account: null, contract: [] };
const registered: LicenseSelf = {
  sn: 'FMG-VMTM24012345',
  account: 'netops@example.com',
  contract: [{ type: 'hardware', level: '24x7', expires: '2027-03-31' }],
};
const file = new File(['entitlement'], 'entitlement.lic');
const accepted = { status: { code: 0, message: 'OK' } };

/** licence that shows the account from try `n` on */
function licenceOnTry(n: number) {
  let tries = 0;
  return vi.fn(async () => (++tries >= n ? registered : pending));
}

describe('entitlement licence poll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the catalogue timing: 5 s, then up to 10 tries at 2 s', () => {
    expect(constants.entitlementPoll).toEqual({ initialWaitMs: 5000, intervalMs: 2000, maxTries: 10 });
  });

  it('waits 5 s before the first try', async () => {
    const getLicence = licenceOnTry(1);
    const result = pollEntitlementLicence(getLicence);
    await vi.advanceTimersByTimeAsync(4999);
    expect(getLicence).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(registered);
    expect(getLicence).toHaveBeenCalledTimes(1);
  });

  it.each([2, 5, 10])('succeeds on try %i after 5 s + (n-1) × 2 s', async (n) => {
    const getLicence = licenceOnTry(n);
    let settled: LicenseSelf | null | undefined;
    void pollEntitlementLicence(getLicence).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(5000 + (n - 1) * 2000 - 1);
    expect(settled).toBeUndefined();
    expect(getLicence).toHaveBeenCalledTimes(n - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(registered);
    expect(getLicence).toHaveBeenCalledTimes(n);
  });

  it('counts a failed licence call as a try', async () => {
    let tries = 0;
    const getLicence = vi.fn(async () => {
      tries++;
      if (tries === 1) throw new Error('HTTP 500');
      return registered;
    });
    const result = pollEntitlementLicence(getLicence);
    await vi.advanceTimersByTimeAsync(7000);
    await expect(result).resolves.toEqual(registered);
    expect(getLicence).toHaveBeenCalledTimes(2);
  });

  it('gives up after 10 tries', async () => {
    const getLicence = vi.fn(async () => pending);
    const result = pollEntitlementLicence(getLicence);
    await vi.advanceTimersByTimeAsync(5000 + 9 * 2000);
    await expect(result).resolves.toBeNull();
    expect(getLicence).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getLicence).toHaveBeenCalledTimes(10);
  });
});

describe('import the entitlement file', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a file when none is chosen', async () => {
    const upload = vi.fn();
    await expect(importEntitlement(null, { upload, getLicence: vi.fn() })).resolves.toEqual({
      ok: false,
      stage: 'file',
      message: 'Please choose a valid file.',
    });
    expect(upload).not.toHaveBeenCalled();
  });

  it.each([
    ['a non-zero status code', async () => ({ status: { code: -6, message: 'Invalid entitlement file.' } })],
    ['a failed upload', async () => Promise.reject(new Error('HTTP 500'))],
  ])('reports %s as an upload failure', async (_n, upload) => {
    const getLicence = vi.fn();
    await expect(importEntitlement(file, { upload, getLicence })).resolves.toEqual({
      ok: false,
      stage: 'upload',
      message: 'Failed to upload file or invalid image.',
    });
    expect(getLicence).not.toHaveBeenCalled();
  });

  it('completes when the account appears on try 3', async () => {
    const upload = vi.fn(async () => accepted);
    const result = importEntitlement(file, { upload, getLicence: licenceOnTry(3) });
    await vi.advanceTimersByTimeAsync(5000 + 2 * 2000);
    await expect(result).resolves.toEqual({ ok: true, licence: registered, message: 'Registration completed.' });
    expect(upload).toHaveBeenCalledWith(file);
  });

  it('fails after 10 tries without an account', async () => {
    const getLicence = vi.fn(async () => pending);
    const result = importEntitlement(file, { upload: async () => accepted, getLicence });
    await vi.advanceTimersByTimeAsync(5000 + 9 * 2000);
    await expect(result).resolves.toEqual({
      ok: false,
      stage: 'poll',
      message: 'Registration Failed. Please check your entitlement file and try again.',
    });
    expect(getLicence).toHaveBeenCalledTimes(10);
  });
});
