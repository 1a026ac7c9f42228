import type { FirmwareTemplate } from '@generated/types/entities.ts';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { addFirmwareTemplate, updateFirmwareTemplate } from '@/lib/api/endpoints/firmware.gen.ts';

type ScopeMember = FirmwareTemplate['scope member'][number];

/*
 * A device follows one firmware template at a time. Assigning devices to a template therefore saves that template
 * and takes the devices out of whichever templates held them: the Setup Upgrade wizard and Firmware Templates both
 * assign this way.
 */

/**
 * Device name → name of the template that holds it ('This device is already assigned to the template %s…'),
 * leaving out the template `except` (the one being edited).
 */
export function templateByDevice(templates: readonly FirmwareTemplate[], except?: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const t of templates) {
    if (t.name === except) continue;
    for (const m of t['scope member']) if (!map.has(m.name)) map.set(m.name, t.name);
  }
  return map;
}

/** The template other than `exceptTemplate` that already holds a device, if any. */
export function assignedTemplateOf(templates: readonly FirmwareTemplate[], deviceName: string, exceptTemplate?: string): string | undefined {
  return templateByDevice(templates, exceptTemplate).get(deviceName);
}

export interface TemplateAssignmentPlan {
  /** The template to save, holding its own members plus the chosen ones. */
  target: FirmwareTemplate;
  /** Other templates that held chosen devices, without them (each saved to unassign). */
  releases: FirmwareTemplate[];
}

/** How to assign devices to a template: add them to it, and remove them from any other template that holds them. */
export function planTemplateAssignment(templates: readonly FirmwareTemplate[], target: FirmwareTemplate, members: readonly ScopeMember[]): TemplateAssignmentPlan {
  const chosen = new Set(members.map((m) => m.name));
  const kept = target['scope member'].filter((m) => !chosen.has(m.name));
  const next: FirmwareTemplate = { ...target, 'scope member': [...kept, ...members] };
  const releases: FirmwareTemplate[] = [];
  for (const t of templates) {
    if (t.name === target.name) continue;
    const remaining = t['scope member'].filter((m) => !chosen.has(m.name));
    if (remaining.length !== t['scope member'].length) releases.push({ ...t, 'scope member': remaining });
  }
  return { target: next, releases };
}

/** Which step of an assignment failed: saving the template, or taking the devices out of the templates that held them. */
export class TemplateAssignmentError extends Error {
  readonly stage: 'save' | 'unassign';
  readonly cause: unknown;
  /** For stage 'unassign': the templates that could not be updated (they still hold the devices). */
  readonly templates: string[];
  constructor(stage: 'save' | 'unassign', cause: unknown, templates: string[] = []) {
    super(stage === 'save' ? 'save failed' : 'unassign failed');
    this.name = 'TemplateAssignmentError';
    this.stage = stage;
    this.cause = cause;
    this.templates = templates;
  }
}

/**
 * Carries out a plan: saves the template (created when `create`, else updated under its name), then saves each
 * template that gave devices up. The template is saved first, so a failed save changes nothing. `onSaved` hears of
 * every template saved. Failures are TemplateAssignmentError.
 */
export async function saveTemplateAssignment(
  adom: string,
  plan: TemplateAssignmentPlan,
  { create, onSaved }: { create: boolean; onSaved?: (template: FirmwareTemplate) => void },
): Promise<{ template: FirmwareTemplate; unassignedFrom: string[] }> {
  const update = (t: FirmwareTemplate) => fetchEndpoint(updateFirmwareTemplate, { params: { path: { adom, template: t.name } }, body: t });
  try {
    if (create) await fetchEndpoint(addFirmwareTemplate, { params: { path: { adom } }, body: plan.target });
    else await update(plan.target);
  } catch (e) {
    throw new TemplateAssignmentError('save', e);
  }
  onSaved?.(plan.target);
  const results = await Promise.allSettled(plan.releases.map((t) => update(t).then(() => onSaved?.(t))));
  const failed = plan.releases.filter((_, i) => results[i].status === 'rejected').map((t) => t.name);
  if (failed.length) {
    const first = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    throw new TemplateAssignmentError('unassign', first.reason, failed);
  }
  return { template: plan.target, unassignedFrom: plan.releases.map((t) => t.name) };
}
