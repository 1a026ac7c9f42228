import { describe, expect, it } from 'vitest';
import * as templateForm from '@generated/forms/firmware-template.ts';
import { formValidator } from '@/lib/forms/schema-form.tsx';
import { formDataToTemplate, newTemplateFormData, scheduleDays, TEMPLATE_FORM_DEFAULTS, templateToFormData } from './template-form.ts';

const validator = formValidator(templateForm);
const errors = (data: unknown) => validator.validateFormData(data as never, templateForm.schema).errors.map((e) => e.message);

const weekly = {
  name: 'Branch-Q3',
  type: 'fwmprof' as const,
  'fwmprof setting': {
    'schedule-type': 2 as const,
    'schedule-day': 64,
    'image-source': 0 as const,
    'schedule-start-time': '01:00',
    'schedule-end-time': '04:00',
    'enforced version': [{ platform: 'FortiGate-61F', product: 'FGT' as const, version: '7.2.6-b1575', 'upgrade-path': 'auto' as const, flags: 0, 'gui-auto-created': 0 as const }],
  },
  'scope member': [{ name: 'BR-DET-001', vdom: 'root' as const }],
};

describe('firmware template form', () => {
  it("reads its defaults from the form's schema: as soon as possible, no day, FortiGuard; auto upgrade path, no flags, created by the console", () => {
    const fields = templateForm.schema.properties as Record<string, { default?: unknown; items?: { properties: Record<string, { default?: unknown }> } }>;
    const entry = fields['enforced version'].items!.properties;
    expect(TEMPLATE_FORM_DEFAULTS).toEqual({
      'schedule-type': fields['schedule-type'].default,
      'schedule-day': fields['schedule-day'].default,
      'image-source': fields['image-source'].default,
      enforced: { 'upgrade-path': entry['upgrade-path'].default, flags: entry.flags.default, 'gui-auto-created': entry['gui-auto-created'].default },
    });
    expect(TEMPLATE_FORM_DEFAULTS).toEqual({
      'schedule-type': 0,
      'schedule-day': 0,
      'image-source': 0,
      enforced: { 'upgrade-path': 'auto', flags: 0, 'gui-auto-created': 1 },
    });
  });

  it('round-trips a saved template through the form, keeping its devices', () => {
    const data = templateToFormData(weekly);
    expect(errors(data)).toEqual([]);
    expect(formDataToTemplate(data, weekly['scope member'])).toEqual(weekly);
  });

  it('drops the window of an as-soon-as-possible schedule and the day of a daily one', () => {
    const asap = formDataToTemplate({ ...templateToFormData(weekly), 'schedule-type': 0 });
    expect(asap['fwmprof setting']).toMatchObject({ 'schedule-day': 0, 'schedule-start-time': null, 'schedule-end-time': null });
    const daily = formDataToTemplate({ ...templateToFormData(weekly), 'schedule-type': 1 });
    expect(daily['fwmprof setting']).toMatchObject({ 'schedule-day': 0, 'schedule-start-time': '01:00' });
  });

  it("a new template asks for its name, platform and version with the spec's message", () => {
    const data = newTemplateFormData();
    expect(errors(data).filter((m) => m === 'This field is required.')).toHaveLength(3);
    const filled = { ...data, name: 'Spring', 'enforced version': [{ ...data['enforced version'][0], platform: 'FortiGate-60F', version: '7.4.4-b2662' }] };
    expect(errors(filled)).toEqual([]);
    expect(errors({ ...filled, name: 'a/b' })).toContain('The name cannot contain \\ / " \' < > & | ; #');
    expect(errors({ ...filled, 'enforced version': [] })).toContain('Keep at least one firmware version.');
    expect(errors({ ...filled, 'schedule-type': 2 })).toContain('This field is required.');
  });

  it('lists the days of a weekly window in week order', () => {
    expect(scheduleDays(64)).toEqual([64]);
    expect(scheduleDays(1 + 4 + 64)).toEqual([1, 4, 64]);
    expect(scheduleDays(0)).toEqual([]);
  });
});
