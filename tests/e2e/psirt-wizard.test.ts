/**
 * Setup Upgrade wizard in the browser: a new template (prefilled, with the already-assigned warning) and an
 * existing one, analyzers upgraded manually, and each failure message, with what the user typed kept.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoProblems, expectNoSeriousA11yViolations, useBrowser, type PageOptions } from './support/browser.ts';
import {
  devicesGrid,
  dialogTitled,
  findDeviceRow,
  openVulnerabilitiesRoute,
  signedInPage,
  tabTo,
  waitForRows,
  WIZARD,
  wizardButton,
} from './psirt-flows.ts';

const browser = useBrowser();

/** Signs in, selects the devices in the Vulnerable Devices dialog and opens Setup Upgrade. */
async function startWizard(devices: string[], options: PageOptions = {}): Promise<{ page: Page; wizard: Locator }> {
  const page = await signedInPage(browser(), options);
  const dialog = await openVulnerabilitiesRoute(page, '?view=type');
  await waitForRows(devicesGrid(dialog));
  for (const name of devices) {
    const row = await findDeviceRow(dialog, name);
    await row.getByRole('checkbox', { name: `Select ${name}` }).check();
  }
  await dialog.getByLabel('Search Device Name').fill('');
  await dialog.getByRole('button', { name: /Setup Upgrade/ }).click();
  const wizard = dialogTitled(page, WIZARD);
  await wizard.getByRole('heading', { name: 'Choose a Method' }).waitFor();
  return { page, wizard };
}

async function toDevicesStepWithNewTemplate(page: Page, wizard: Locator): Promise<string> {
  await wizardButton(page, 'Next').click();
  await wizard.getByRole('heading', { name: 'Firmware Template' }).waitFor();
  const name = wizard.getByLabel(/^Name/);
  await name.waitFor();
  const value = await name.inputValue();
  // by the keyboard: the footer may still move as the form settles, and a pointer click lands where it was
  await wizardButton(page, 'Next').press('Enter');
  await wizard.getByRole('heading', { name: 'Choose Devices to Assign' }).waitFor();
  return value;
}

const ASSIGNED =
  'This device is already assigned to the template Branch-Q3. Assigning it now will remove it from template Branch-Q3';

describe('Setup Upgrade wizard', () => {
  it('creates a new firmware template with the devices, warning about the template that held one', async () => {
    const { page, wizard } = await startWizard(['BR-DET-001']);
    expect(await wizard.getByRole('radio', { name: 'Create New Firmware Template' }).isChecked()).toBe(true);
    await wizardButton(page, 'Next').click();
    const name = wizard.getByLabel(/^Name/);
    await name.waitFor();
    expect(await name.inputValue()).toMatch(/^PSIRT_[A-Z][a-z]{2}_[A-Z][a-z]{2}_\d{2}_\d{4}$/);
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    await wizardButton(page, 'Next').click();
    await wizard.getByRole('heading', { name: 'Choose Devices to Assign' }).waitFor();
    await wizard.getByText(ASSIGNED).waitFor();
    await expectNoSeriousA11yViolations(page, '.ant-modal-wrap');
    await wizardButton(page, 'Next').click();
    await page.getByText('Firmware template created.').waitFor();
    await wizard.getByText('The upgrade has been setup successfully.').waitFor();
    await wizardButton(page, 'Close').click();
    await wizard.waitFor({ state: 'hidden' });
    expectNoProblems(page);
  });

  it('uses an existing firmware template picked by name', async () => {
    const { page, wizard } = await startWizard(['AZ-WEU-FGT01']);
    await wizard.getByText('Use Existing Firmware Template').click();
    expect(await wizardButton(page, 'Next').isDisabled()).toBe(true);
    await wizard.getByRole('combobox', { name: 'Firmware Template' }).click();
    // the visible option (the listbox with role=option is the screen-reader copy)
    await wizard.getByTitle('DC-Maintenance', { exact: true }).click();
    expect(await wizardButton(page, 'Next').isEnabled()).toBe(true);
    await wizardButton(page, 'Next').click();
    await wizard.getByRole('heading', { name: 'Choose Devices to Assign' }).waitFor();
    // Back returns to the method, with the pick kept
    await wizardButton(page, 'Back').click();
    await wizard.getByRole('heading', { name: 'Choose a Method' }).waitFor();
    expect(await wizard.getByRole('radio', { name: 'Use Existing Firmware Template' }).isChecked()).toBe(true);
    await wizardButton(page, 'Next').click();
    await wizardButton(page, 'Next').click();
    await wizard.getByText('The upgrade has been setup successfully.').waitFor();
    expect(await page.getByText('Firmware template created.').count()).toBe(0);
    expectNoProblems(page);
  });

  it('tells that analyzers are upgraded manually', async () => {
    const { page, wizard } = await startWizard(['LOG-FAZ-01', 'AZ-WEU-FGT01']);
    await toDevicesStepWithNewTemplate(page, wizard);
    await wizard.getByText('LOG-FAZ-01 must be upgraded manually.').waitFor();
    expectNoProblems(page);
  });

  it("shows 'Failed to save Firmware Template.' and keeps the typed name through Back", async () => {
    const { page, wizard } = await startWizard(['AZ-WEU-FGT01'], { faults: { addFirmwareTemplate: 500 } });
    await wizardButton(page, 'Next').click();
    const name = wizard.getByLabel(/^Name/);
    await name.fill('Spring-Upgrade');
    await wizardButton(page, 'Next').click();
    await wizard.getByRole('heading', { name: 'Choose Devices to Assign' }).waitFor();
    await wizardButton(page, 'Next').click();
    await wizard.getByText('Failed to save Firmware Template.').waitFor();
    await wizardButton(page, 'Back').click();
    expect(await wizard.getByLabel(/^Name/).inputValue()).toBe('Spring-Upgrade');
    expectNoProblems(page);
  });

  it("shows the appliance's own detail when it refuses the template", async () => {
    const { page, wizard } = await startWizard(['AZ-WEU-FGT01'], { faults: { addFirmwareTemplate: 400 } });
    await toDevicesStepWithNewTemplate(page, wizard);
    await wizardButton(page, 'Next').click();
    await wizard.getByText('Template name already exists.').waitFor();
    expectNoProblems(page);
  });

  it("shows 'Error unassigning devices' when the old template keeps the device", async () => {
    const { page, wizard } = await startWizard(['BR-DET-001'], { faults: { updateFirmwareTemplate: 500 } });
    await toDevicesStepWithNewTemplate(page, wizard);
    await wizard.getByText(ASSIGNED).waitFor();
    await wizardButton(page, 'Next').click();
    await wizard.getByText('Error unassigning devices').waitFor();
    expectNoProblems(page);
  });

  it('runs from start to end with the keyboard', async () => {
    const { page, wizard } = await startWizard(['AZ-WEU-FGT01']);
    // Tab to the method, arrows pick it, Tab reaches the picker and then Next
    await tabTo(page, (el) => el.type === 'radio');
    await page.keyboard.press('ArrowDown');
    expect(await wizard.getByRole('radio', { name: 'Use Existing Firmware Template' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('DC-Main');
    // Enter picks the option once the template list has loaded into the picker
    await page.getByRole('option', { name: 'DC-Maintenance' }).waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    await expect.poll(() => wizardButton(page, 'Next').isEnabled(), { timeout: 10000 }).toBe(true);
    await tabTo(page, (el) => el.label === 'Next');
    await page.keyboard.press('Enter');
    await wizard.getByRole('heading', { name: 'Choose Devices to Assign' }).waitFor();
    await tabTo(page, (el) => el.label === 'Next');
    await page.keyboard.press('Enter');
    await wizard.getByText('The upgrade has been setup successfully.').waitFor();
    await tabTo(page, (el) => el.label === 'Close' && !el.cls.includes('ant-modal-close'));
    await page.keyboard.press('Enter');
    await wizard.waitFor({ state: 'hidden' });
    expectNoProblems(page);
  });
});
