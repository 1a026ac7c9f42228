import type { FirmwareTemplate } from '@generated/types/entities.ts';
import { schema as templateForm, type FirmwareTemplateFormData } from '@generated/forms/firmware-template.ts';

type Settings = FirmwareTemplate['fwmprof setting'];
type EnforcedVersion = Settings['enforced version'][number];
type FormFields = Record<string, { default?: unknown; items?: { properties?: FormFields } }>;

/** The `default` of a field of the Firmware Template form. */
function formDefault<T>(fields: FormFields | undefined, name: string): T {
  const value = fields?.[name]?.default;
  if (value === undefined) throw new Error(`specs/forms/firmware-template.schema.json: ${name} has no default`);
  return value as T;
}

const FIELDS = templateForm.properties as FormFields;
const ENFORCED_FIELDS = FIELDS['enforced version']?.items?.properties;

/**
 * The Firmware Template form's defaults (specs/forms/firmware-template.schema.json), which are also those of a
 * template made from the vulnerability view: upgrade as soon as possible, no window day, images from FortiGuard; each
 * enforced version by the automatic upgrade path, no flags, marked as created by the console.
 */
export const TEMPLATE_FORM_DEFAULTS = Object.freeze({
  'schedule-type': formDefault<Settings['schedule-type']>(FIELDS, 'schedule-type'),
  'schedule-day': formDefault<Settings['schedule-day']>(FIELDS, 'schedule-day'),
  'image-source': formDefault<Settings['image-source']>(FIELDS, 'image-source'),
  enforced: Object.freeze({
    'upgrade-path': formDefault<EnforcedVersion['upgrade-path']>(ENFORCED_FIELDS, 'upgrade-path'),
    flags: formDefault<EnforcedVersion['flags']>(ENFORCED_FIELDS, 'flags'),
    'gui-auto-created': formDefault<NonNullable<EnforcedVersion['gui-auto-created']>>(ENFORCED_FIELDS, 'gui-auto-created'),
  }),
});

/** A version row the administrator fills in (platform and version), with the form's defaults but not marked as created by the console. */
export function blankEnforcedVersion(): EnforcedVersion {
  return { platform: '', product: 'FGT', version: '', ...TEMPLATE_FORM_DEFAULTS.enforced, 'gui-auto-created': 0 };
}

/** Create New: an empty name, the form's defaults (upgrade as soon as possible from FortiGuard), one version row to fill in. */
export function newTemplateFormData(): FirmwareTemplateFormData {
  const d = TEMPLATE_FORM_DEFAULTS;
  return {
    name: '',
    'schedule-type': d['schedule-type'] as FirmwareTemplateFormData['schedule-type'],
    'schedule-day': d['schedule-day'] as FirmwareTemplateFormData['schedule-day'],
    'image-source': d['image-source'] as FirmwareTemplateFormData['image-source'],
    'enforced version': [blankEnforcedVersion()] as FirmwareTemplateFormData['enforced version'],
  };
}

/** Edit: the form as the template is saved (no window: no times). */
export function templateToFormData(t: FirmwareTemplate): FirmwareTemplateFormData {
  const s = t['fwmprof setting'];
  return {
    name: t.name,
    'schedule-type': s['schedule-type'] as FirmwareTemplateFormData['schedule-type'],
    'schedule-day': s['schedule-day'] as FirmwareTemplateFormData['schedule-day'],
    ...(s['schedule-start-time'] ? { 'schedule-start-time': s['schedule-start-time'] } : {}),
    ...(s['schedule-end-time'] ? { 'schedule-end-time': s['schedule-end-time'] } : {}),
    'image-source': s['image-source'] as FirmwareTemplateFormData['image-source'],
    'enforced version': s['enforced version'].map((v) => ({ ...v })) as FirmwareTemplateFormData['enforced version'],
  };
}

/**
 * The template a submitted form describes, keeping the devices it holds. Without a schedule window the times are
 * dropped; a daily window has no day.
 */
export function formDataToTemplate(data: FirmwareTemplateFormData, members: FirmwareTemplate['scope member'] = []): FirmwareTemplate {
  const type = data['schedule-type'] as 0 | 1 | 2;
  const windowed = type !== 0;
  return {
    name: data.name.trim(),
    type: 'fwmprof',
    'fwmprof setting': {
      'schedule-type': type,
      'schedule-day': type === 2 ? (data['schedule-day'] ?? 0) : 0,
      'image-source': data['image-source'] as 0 | 1,
      'schedule-start-time': windowed ? (data['schedule-start-time'] ?? null) : null,
      'schedule-end-time': windowed ? (data['schedule-end-time'] ?? null) : null,
      'enforced version': data['enforced version'].map((v) => ({ ...v, platform: v.platform.trim(), version: v.version.trim() })),
    },
    'scope member': members.map((m) => ({ ...m })),
  };
}

/** The days of a weekly window (bits 1 Sunday … 64 Saturday), in week order. */
export function scheduleDays(bits: number): number[] {
  return [1, 2, 4, 8, 16, 32, 64].filter((b) => (bits & b) !== 0);
}
