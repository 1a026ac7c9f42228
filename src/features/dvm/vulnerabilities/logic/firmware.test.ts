import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import * as templateForm from '@generated/forms/firmware-template.ts';
import { msg } from '../text.ts';
import {
  autoTemplateName,
  buildAutoTemplate,
  enforcedVersion,
  enforcedVersionsFor,
  manualUpgradeNames,
  recommendedVersion,
  templateFormDefaults,
  templateMembersFor,
} from './firmware.ts';
import { formDataToTemplate } from '@/lib/firmware/template-form.ts';
import { assignedTemplateOf, planTemplateAssignment, templateByDevice } from '@/lib/firmware/template-assignment.ts';
import { buildVulnerableDeviceRows } from './rows.ts';
import { DEVICES, EXTENDERS, PSIRT, SWITCHES, WTPS } from './test-data.ts';
import type { FirmwareTemplate, FirmwareVersion, FirmwareVersionList } from './types.ts';

const ga = (version: string, type: FirmwareVersion['type'] = 'GA'): FirmwareVersion => ({
  type,
  version,
  image_path: `/var/fwimage/FGT_60F-v${version}-FORTINET.out`,
});
const IMAGES = [ga('7.4.0-b2360'), ga('7.2.6-b1575'), ga('7.2.2-b1255'), ga('7.0.9-b0444'), ga('7.0.7-b0367'), ga('7.0.1-b0157')];

describe('recommendedVersion: GA build of the suggested version, else newest of its major.minor, else the first', () => {
  it.each([
    ['7.0.7', '7.0.7-b0367'],
    ['7.2.2', '7.2.2-b1255'],
    ['7.0.17', '7.0.9-b0444'],
    ['7.2.12', '7.2.6-b1575'],
    ['6.4.15', '7.4.0-b2360'],
    [null, '7.4.0-b2360'],
  ])('suggested %s → %s', (suggested, expected) => {
    expect(recommendedVersion(IMAGES, suggested)?.version).toBe(expected);
  });

  it('prefers the GA build over a special build of the same version', () => {
    const list = [ga('7.2.3-b1300', 'Special'), ga('7.2.3-b1262'), ga('7.2.2-b1255')];
    expect(recommendedVersion(list, '7.2.3')?.version).toBe('7.2.3-b1262');
  });

  it('has nothing to recommend from an empty list', () => {
    expect(recommendedVersion([], '7.0.9')).toBeUndefined();
  });
});

describe('auto-created template', () => {
  it("is named 'PSIRT_' plus the date string with spaces as underscores", () => {
    expect(autoTemplateName('Tue Nov 18 2025')).toBe('PSIRT_Tue_Nov_18_2025');
    expect(autoTemplateName(new Date(2025, 10, 18, 15, 30))).toBe('PSIRT_Tue_Nov_18_2025');
  });

  it('has the defaults: no schedule, FortiGuard images, auto upgrade path, no flags', () => {
    const t = buildAutoTemplate('PSIRT_Tue_Nov_18_2025', enforcedVersionsFor(rows, LISTS, true));
    expect(t['fwmprof setting']).toMatchObject({
      'schedule-day': 0,
      'image-source': 0,
      'schedule-type': 0,
      'schedule-start-time': null,
      'schedule-end-time': null,
    });
    for (const v of t['fwmprof setting']['enforced version']) {
      expect(v).toMatchObject({ 'upgrade-path': 'auto', flags: 0, 'gui-auto-created': 1 });
    }
  });
});

const { rows } = buildVulnerableDeviceRows({ psirt: PSIRT, devices: DEVICES, wtps: WTPS, switches: SWITCHES, extenders: EXTENDERS });
const LISTS: FirmwareVersionList[] = [
  { platform: 'FortiGate-60F', product: 'FGT', versions: IMAGES },
  { platform: 'FortiGate-40F', product: 'FGT', versions: IMAGES },
  { platform: 'FortiAP-231F', product: 'FAP', versions: [ga('7.2.5-b0409'), ga('7.0.5-b0093'), ga('7.0.4-b0082')] },
  { platform: 'FortiSwitch-448E-FPOE', product: 'FSW', versions: [ga('7.2.6-b0471'), ga('7.2.3-b0434')] },
];

describe('enforcedVersionsFor: one recommended image per platform of the selection', () => {
  it('takes the highest suggestion per platform', () => {
    const chosen = rows.filter((r) => ['BR-ATL-001', 'BR-CHI-001', 'BR-BOS-001', 'DC1-CORE-FW01-SW01'].includes(r.name));
    expect(enforcedVersionsFor(chosen, LISTS, true).map((v) => [v.platform, v.product, v.version])).toEqual([
      ['FortiGate-60F', 'FGT', '7.0.9-b0444'],
      // 7.2.1 needs 7.2.3, which is not listed: the newest 7.2 image instead
      ['FortiGate-40F', 'FGT', '7.2.6-b1575'],
      ['FortiSwitch-448E-FPOE', 'FSW', '7.2.6-b0471'],
    ]);
  });

  it('stays within the lowest current major.minor without the licence', () => {
    const chosen = rows.filter((r) => ['BR-CHI-001', 'BR-ATL-001'].includes(r.name));
    // BR-CHI-001 runs 6.4.8 and no 6.4 image is listed, so nothing fits
    expect(enforcedVersionsFor(chosen, LISTS, false)).toEqual([]);
    const atl = rows.filter((r) => r.name === 'BR-ATL-001');
    expect(enforcedVersionsFor(atl, LISTS, false)[0].version).toBe('7.0.9-b0444');
  });
});

describe('devices that cannot go into a template', () => {
  it("names analyzer and manager rows: '%s must be upgraded manually.'", () => {
    const chosen = rows.filter((r) => ['BR-ATL-001', 'LOG-FAZ-01'].includes(r.name));
    const names = manualUpgradeNames(chosen);
    expect(names).toEqual(['LOG-FAZ-01']);
    expect(msg('psirt.upgradeManually', names.join(', '))).toBe('LOG-FAZ-01 must be upgraded manually.');
  });

  it('assigns assets through the FortiGate that manages them', () => {
    const chosen = rows.filter((r) => ['BR-ATL-001-AP01', 'BR-ATL-001', 'LOG-FAZ-01', 'DC1-CORE-FW01-SW01'].includes(r.name));
    expect(templateMembersFor(chosen)).toEqual([
      { name: 'BR-ATL-001', vdom: 'root' },
      { name: 'DC1-CORE-FW01', vdom: 'root' },
    ]);
  });
});

const tpl = (name: string, members: string[]): FirmwareTemplate => ({
  ...buildAutoTemplate(name),
  'scope member': members.map((m) => ({ name: m, vdom: 'root' })),
});
const TEMPLATES = [tpl('Branch-Q3', ['BR-ATL-001', 'BR-BOS-001']), tpl('DC-Maintenance', ['DC1-CORE-FW01'])];

describe('already assigned to a template', () => {
  it('finds the template holding a device', () => {
    expect(assignedTemplateOf(TEMPLATES, 'BR-BOS-001')).toBe('Branch-Q3');
    expect(assignedTemplateOf(TEMPLATES, 'BR-BOS-001', 'Branch-Q3')).toBeUndefined();
    expect(assignedTemplateOf(TEMPLATES, 'BR-CHI-001')).toBeUndefined();
    expect(templateByDevice(TEMPLATES).get('DC1-CORE-FW01')).toBe('DC-Maintenance');
    expect(templateByDevice(TEMPLATES, 'DC-Maintenance').has('DC1-CORE-FW01')).toBe(false);
    const name = assignedTemplateOf(TEMPLATES, 'BR-BOS-001')!;
    expect(msg('psirt.alreadyAssigned', name, name)).toBe(
      'This device is already assigned to the template Branch-Q3. Assigning it now will remove it from template Branch-Q3',
    );
  });

  it('plans the assignment: add to the target, remove from the old templates', () => {
    const plan = planTemplateAssignment(TEMPLATES, TEMPLATES[1], [
      { name: 'BR-BOS-001', vdom: 'root' },
      { name: 'BR-CHI-001', vdom: 'root' },
    ]);
    expect(plan.target['scope member'].map((m) => m.name)).toEqual(['DC1-CORE-FW01', 'BR-BOS-001', 'BR-CHI-001']);
    expect(plan.releases).toHaveLength(1);
    expect(plan.releases[0].name).toBe('Branch-Q3');
    expect(plan.releases[0]['scope member'].map((m) => m.name)).toEqual(['BR-ATL-001']);
  });

  it('changes no other template when the devices were free', () => {
    const plan = planTemplateAssignment(TEMPLATES, tpl('PSIRT_Tue_Nov_18_2025', []), [{ name: 'BR-CHI-001', vdom: 'root' }]);
    expect(plan.releases).toEqual([]);
  });
});

describe('Firmware Template form', () => {
  const validator = createPrecompiledValidator(templateForm.validateFns as never, templateForm.schema);
  const errors = (data: unknown) =>
    validator
      .validateFormData(data as never, templateForm.schema)
      // the conditional's own 'must match "then"' lands on the form root, which the form does not show
      .errors.filter((e) => e.name !== 'if')
      .map((e) => e.message);
  const defaults = (name: string) =>
    templateFormDefaults(name, [enforcedVersion('FortiGate-60F', 'FGT', '7.0.9-b0444')]);

  it('accepts the auto-created defaults', () => {
    const data = templateFormDefaults('PSIRT_Tue_Nov_18_2025', [
      { platform: 'FortiGate-60F', product: 'FGT', version: '7.0.9-b0444', 'upgrade-path': 'auto', flags: 0, 'gui-auto-created': 1 },
    ]);
    expect(errors(data)).toEqual([]);
    expect(formDataToTemplate(data, [{ name: 'BR-ATL-001', vdom: 'root' }])).toEqual({
      name: 'PSIRT_Tue_Nov_18_2025',
      type: 'fwmprof',
      'fwmprof setting': {
        'schedule-type': 0,
        'schedule-day': 0,
        'image-source': 0,
        'schedule-start-time': null,
        'schedule-end-time': null,
        'enforced version': data['enforced version'],
      },
      'scope member': [{ name: 'BR-ATL-001', vdom: 'root' }],
    });
  });

  it("requires a name: 'This field is required.'", () => {
    expect(errors({ ...templateFormDefaults(''), name: '' })).toContain('This field is required.');
  });

  it('requires the window times of a daily or weekly schedule, and a day for weekly', () => {
    const daily = errors({ ...defaults('T'), 'schedule-type': 1 });
    expect(daily.filter((m) => m === 'This field is required.')).toHaveLength(2);
    const weekly = errors({ ...defaults('T'), 'schedule-type': 2, 'schedule-start-time': '01:00', 'schedule-end-time': '04:00' });
    expect(weekly).toEqual(['This field is required.']);
    // the form's own message (specs/forms/firmware-template.schema.json)
    expect(errors({ ...defaults('T'), 'schedule-type': 1, 'schedule-start-time': '25:00', 'schedule-end-time': '04:00' })).toContain(
      'Enter a time as HH:MM (00:00 to 23:59).',
    );
  });

  it.each([['   '], ['\t'], ['']])("refuses a name of spaces only (%j): 'This field is required.'", (name) => {
    expect(errors({ ...defaults('T'), name })).toEqual(['This field is required.']);
  });

  it('trims the name before sending it', () => {
    expect(formDataToTemplate({ ...defaults('T'), name: '  Spring-Upgrade ' }).name).toBe('Spring-Upgrade');
  });

  it('asks for a day only for a weekly schedule', () => {
    const { 'schedule-day': _day, ...noDay } = defaults('T');
    expect(errors(noDay)).toEqual([]);
    expect(errors({ ...noDay, 'schedule-type': 1, 'schedule-start-time': '01:00', 'schedule-end-time': '04:00' })).toEqual([]);
    expect(errors({ ...noDay, 'schedule-type': 2, 'schedule-start-time': '01:00', 'schedule-end-time': '04:00' })).toEqual([
      'This field is required.',
    ]);
  });

  it('refuses an empty version list', () => {
    expect(errors({ ...defaults('T'), 'enforced version': [] })).toEqual(['Keep at least one firmware version.']);
  });

  it('keeps a weekly window when saving', () => {
    const t = formDataToTemplate({
      ...templateFormDefaults('Weekend'),
      'schedule-type': 2,
      'schedule-day': 64,
      'schedule-start-time': '01:00',
      'schedule-end-time': '04:00',
    });
    expect(t['fwmprof setting']).toMatchObject({ 'schedule-type': 2, 'schedule-day': 64, 'schedule-start-time': '01:00' });
  });
});
