import { expect } from 'vitest';
import type { Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

type Template = { name: string; 'fwmprof setting': Record<string, unknown>; 'scope member': { name: string; vdom?: string }[] };

const rootTemplates: Request = { op: 'listFirmwareTemplates', path: { adom: 'root' } };
const named = (list: unknown, name: string) => (list as Template[]).find((t) => t.name === name);
const members = (list: unknown, name: string) => named(list, name)?.['scope member'].map((m) => m.name);
const names = (list: unknown) => (list as Template[]).map((t) => t.name);

/** a template as Firmware Templates (Create New) or Setup Upgrade saves it */
const template = (name: string, devices: string[]) => ({
  name,
  type: 'fwmprof',
  'fwmprof setting': {
    'schedule-type': 0,
    'schedule-day': 0,
    'image-source': 0,
    'schedule-start-time': null,
    'schedule-end-time': null,
    'enforced version': [{ platform: 'FortiGate-61F', product: 'FGT', version: '7.2.6-b1575', 'upgrade-path': 'auto', flags: 0, 'gui-auto-created': 0 }],
  },
  'scope member': devices.map((d) => ({ name: d, vdom: 'root' })),
});

/** the Setup Upgrade wizard's template ('PSIRT_' and the date), as the vulnerability view makes it */
const setupUpgrade = {
  ...template('PSIRT_Tue_Nov_18_2025', ['BR-SEA-002', 'BR-MSP-001', 'BR-DAL-001']),
  'fwmprof setting': {
    ...template('', [])['fwmprof setting'],
    'enforced version': [{ platform: 'FortiGate-40F', product: 'FGT', version: '7.2.6-b1575', 'upgrade-path': 'auto', flags: 0, 'gui-auto-created': 1 }],
  },
};

export const effects: Effect[] = [
  {
    name: 'a template made by Setup Upgrade is listed in Firmware Templates with its devices',
    write: { op: 'addFirmwareTemplate', path: { adom: 'root' }, body: setupUpgrade },
    read: rootTemplates,
    expect: (after, before, written) => {
      expect(written.body).toEqual(setupUpgrade);
      expect(names(after)).toEqual([...names(before), 'PSIRT_Tue_Nov_18_2025']);
      expect(named(after, 'PSIRT_Tue_Nov_18_2025')).toEqual(setupUpgrade);
    },
  },
  {
    name: 'Create New with a device another template holds: the device leaves that template',
    write: { op: 'addFirmwareTemplate', path: { adom: 'root' }, body: template('Spring-2026', ['BR-DET-001', 'BR-TPA-002']) },
    read: rootTemplates,
    expect: (after, before) => {
      expect(members(before, 'Branch-Q3')).toContain('BR-DET-001');
      expect(members(after, 'Spring-2026')).toEqual(['BR-DET-001', 'BR-TPA-002']);
      expect(members(after, 'Branch-Q3')).toEqual(members(before, 'Branch-Q3')?.filter((d) => d !== 'BR-DET-001'));
      expect(members(after, 'DC-Maintenance')).toEqual(members(before, 'DC-Maintenance'));
    },
  },
  {
    name: 'a template of a name the ADOM has is refused (Template name already exists.); the list is unchanged',
    write: { op: 'addFirmwareTemplate', path: { adom: 'root' }, body: template('Branch-Q3', ['DC1-ISFW-FW01']) },
    status: 400,
    read: rootTemplates,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -2, message: 'Template name already exists.', fields: { name: 'Template name already exists.' } });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'Edit: the template is kept as saved',
    write: {
      op: 'updateFirmwareTemplate',
      path: { adom: 'root', template: 'DC-Maintenance' },
      body: { ...template('DC-Maintenance', ['DC1-ISFW-FW01', 'DC2-EDGE-FW02', 'DC2-CORE-FW03']), 'fwmprof setting': { ...template('', [])['fwmprof setting'], 'image-source': 1 } },
    },
    read: rootTemplates,
    expect: (after, before) => {
      expect(names(after)).toEqual(names(before));
      expect(named(after, 'DC-Maintenance')?.['fwmprof setting']).toMatchObject({ 'schedule-type': 0, 'image-source': 1, 'schedule-start-time': null });
    },
  },
  {
    name: 'Edit assigning a device another template holds: the device leaves that template',
    write: {
      op: 'updateFirmwareTemplate',
      path: { adom: 'root', template: 'DC-Maintenance' },
      body: template('DC-Maintenance', ['DC1-ISFW-FW01', 'DC2-EDGE-FW02', 'DC2-CORE-FW03', 'CAMPUS-CHI-FW01']),
    },
    read: rootTemplates,
    expect: (after) => {
      expect(members(after, 'DC-Maintenance')).toContain('CAMPUS-CHI-FW01');
      expect(members(after, 'PSIRT_Mon_Jun_16_2025')).toEqual(['CAMPUS-PDX-FW01']);
    },
  },
  {
    name: 'Edit of a template deleted meanwhile is refused (Object does not exist.); the list is unchanged',
    write: { op: 'updateFirmwareTemplate', path: { adom: 'root', template: 'Autumn-2024' }, body: template('Autumn-2024', []) },
    status: 404,
    read: rootTemplates,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -3, message: 'Object does not exist.' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'Delete: the template is no longer listed',
    write: { op: 'deleteFirmwareTemplate', path: { adom: 'root', template: 'Branch-Q3' } },
    read: rootTemplates,
    expect: (after, before) => {
      expect(names(before)).toContain('Branch-Q3');
      expect(names(after)).toEqual(names(before).filter((n) => n !== 'Branch-Q3'));
    },
  },
  {
    name: 'deleting a template deleted meanwhile is refused (Object does not exist.); the list is unchanged',
    before: [{ op: 'deleteFirmwareTemplate', path: { adom: 'root', template: 'Branch-Q3' } }],
    write: { op: 'deleteFirmwareTemplate', path: { adom: 'root', template: 'Branch-Q3' } },
    status: 404,
    read: rootTemplates,
    expect: (after, before) => expect(after).toEqual(before),
  },
  {
    name: "templates are the ADOM's own: one created in Finance is not listed in root",
    write: { op: 'addFirmwareTemplate', path: { adom: 'Finance' }, body: template('Finance-Spring', ['FGT-Fin-01']) },
    read: rootTemplates,
    expect: (after, before) => expect(after).toEqual(before),
  },
  {
    name: 'a template of an ADOM another administrator holds is refused (Object is locked by another administrator: fwmprof.)',
    write: { op: 'addFirmwareTemplate', path: { adom: 'Retail-East' }, body: template('Stores-Spring', ['STORE-NYC-001']) },
    status: 500,
    read: { op: 'listFirmwareTemplates', path: { adom: 'Retail-East' } },
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -6, message: 'Object is locked by another administrator: fwmprof.' });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'deleting a template of an ADOM another administrator holds is refused; it stays listed',
    write: { op: 'deleteFirmwareTemplate', path: { adom: 'Retail-East', template: 'Stores-Weekly' } },
    status: 500,
    read: { op: 'listFirmwareTemplates', path: { adom: 'Retail-East' } },
    expect: (after, before) => {
      expect(names(after)).toContain('Stores-Weekly');
      expect(after).toEqual(before);
    },
  },
];
