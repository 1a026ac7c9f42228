/**
 * The VM licence as an administrator of a virtual appliance meets it: each blocking state holds the screen with what
 * is wrong and its way out (upload a licence, or Log Out), a duplicate licence may be used on in its grace time, a
 * licence check the appliance cannot answer signs the user out, the upload's rules and messages, keyboard only, and
 * axe in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, newPage, signIn, useBrowser, type PageOptions } from './support/browser.ts';
import { dialogTitled } from './psirt-flows.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();

async function signedIn(options: PageOptions): Promise<Page> {
  const page = await newPage(browser(), options);
  await signIn(page);
  return page;
}

const licenceFile = { name: 'FGVMULTM.lic', mimeType: 'application/octet-stream', buffer: Buffer.from('-----BEGIN FGT VM LICENSE-----') };

describe('blocking licence states', () => {
  it.each([
    ['expired', 'The VM licence expired on 2025-05-31. Upload a new licence file to go on.'],
    ['mgmtIpMismatch', "The licence was issued for the management IP 10.10.1.10, but this virtual machine's management IP is 10.20.1.10."],
    ['duplicateGraceOver', 'This licence is already in use by another virtual machine.'],
  ])('%s holds the screen; Log Out is the way out without a licence', async (scenario, text) => {
    const page = await signedIn({ scenarios: { getVmLicenseStatus: scenario } });
    const gate = dialogTitled(page, 'VM Licence');
    await gate.getByText(text).waitFor();
    // no other dialog of the start-up order on top of it, no way to close it
    expect(await page.getByRole('dialog', { name: 'Select an ADOM' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await gate.isVisible()).toBe(true);
    await gate.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/login'));
    await page.getByText('You have been signed out.').waitFor();
  });

  it('a duplicate licence in its grace time may be used on', async () => {
    const page = await signedIn({ scenarios: { getVmLicenseStatus: 'duplicate' } });
    const gate = dialogTitled(page, 'VM Licence');
    await gate.getByText('3 of 7 days of grace time are left.').waitFor();
    await gate.getByRole('button', { name: 'Continue' }).click();
    await gate.waitFor({ state: 'hidden' });
    // then the start-up order goes on
    await dialogTitled(page, 'Select an ADOM').waitFor();
  });

  it('a licence check the appliance cannot answer signs the user out, saying why', async () => {
    const page = await newPage(browser(), { faults: { getVmLicenseStatus: 500 } });
    await signIn(page);
    await page.waitForURL((u) => u.pathname.startsWith('/login'));
    await page.getByText('You have been signed out because the VM licence could not be checked.').waitFor();
    expectNoProblems(page, { allowApiStatus: [500] });
  });
});

describe('Upload Licence', () => {
  it('from the blocking screen by keyboard alone: a file is required, a refused file is invalid, an accepted one lets the user in', async () => {
    const page = await signedIn({ scenarios: { getVmLicenseStatus: 'expired', uploadVmLicense: 'invalid' } });
    const gate = dialogTitled(page, 'VM Licence');
    await gate.waitFor();
    const open = gate.getByRole('button', { name: 'Upload Licence' });
    await open.focus();
    await page.keyboard.press('Enter');
    const upload = dialogTitled(page, 'Upload Licence');
    await upload.waitFor();
    const send = upload.getByRole('button', { name: 'Upload', exact: true });
    await send.focus();
    await page.keyboard.press('Enter');
    await upload.getByRole('alert').getByText('Please choose the license file.').waitFor();

    await upload.locator('input[type="file"]').setInputFiles(licenceFile);
    await upload.getByText('FGVMULTM.lic').waitFor();
    await send.focus();
    await page.keyboard.press('Enter');
    await upload.getByRole('alert').getByText('Invalid file.').waitFor();
    // the file stays chosen for another try
    expect(await upload.getByText('FGVMULTM.lic').count()).toBe(1);

    // the appliance accepts the next file, and its licence is valid from then on
    await page.evaluate(() => localStorage.setItem('console.scenarios', JSON.stringify({ getVmLicenseStatus: 'valid', uploadVmLicense: 'accepted' })));
    await send.focus();
    await page.keyboard.press('Enter');
    await page.getByText('The licence was uploaded.').waitFor();
    await gate.waitFor({ state: 'hidden' });
    await dialogTitled(page, 'Select an ADOM').waitFor();
    expectNoProblems(page);
  });

  it('a failed upload says so and keeps the dialog', async () => {
    const page = await signedIn({ scenarios: { getVmLicenseStatus: 'expired' }, faults: { uploadVmLicense: 500 } });
    await dialogTitled(page, 'VM Licence').getByRole('button', { name: 'Upload Licence' }).click();
    const upload = dialogTitled(page, 'Upload Licence');
    await upload.locator('input[type="file"]').setInputFiles(licenceFile);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByRole('alert').waitFor();
    expect(await upload.getByRole('alert').textContent()).toMatch(/Internal server error\.|Failed to upload the license file\./);
    expectNoProblems(page, { allowApiStatus: [500] });
  });
});

describe('notices that do not block', () => {
  it('tells an undersized VM what it needs', async () => {
    const page = await signedIn({ scenarios: { getVmLicenseStatus: 'undersized' } });
    await page.getByText('This virtual machine has 8GB memory and 2 vCPU; it needs at least 16GB memory and 4 vCPU.').waitFor();
  });
});

describe('accessibility', () => {
  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the blocking screen and the upload pass axe in the %s theme', async (_theme, scenarios) => {
    const page = await signedIn({ scenarios: { ...scenarios, getVmLicenseStatus: 'mgmtIpMismatch' } });
    const gate = dialogTitled(page, 'VM Licence');
    await gate.waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await gate.getByRole('button', { name: 'Upload Licence' }).click();
    await dialogTitled(page, 'Upload Licence').waitFor();
    await settled(page);
    // the blocking screen waits under the upload's mask: the dialog on top is what the user reads
    await expectNoSeriousA11yViolations(page, '.license-upload-dialog');
  });
});
