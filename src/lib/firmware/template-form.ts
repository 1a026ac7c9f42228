import type { FirmwareTemplate } from '@generated/types/entities.ts';
import type { FirmwareTemplateFormData } from '@generated/forms/firmware-template.ts';

type EnforcedVersion = FirmwareTemplate['fwmprof setting']['enforced version'][number];

/** A version row the administrator fills in (platform and version), upgraded by the automatic path. */
export function blankEnforcedVersion(): EnforcedVersion {
  return { platform: '', product: 'FGT', version: '', 'upgrade-path': 'auto', flags: 0, 'gui-auto-created': 0 };
}

/** Create New: an empty name, upgrade as soon as possible from FortiGuard, one version row to fill in. */
export function newTemplateFormData(): FirmwareTemplateFormData {
  return {
    name: '',
    'schedule-type': 0,
    'schedule-day': 0,
    'image-source': 0,
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
