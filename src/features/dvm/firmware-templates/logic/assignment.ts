import type { FirmwareTemplate, ManagedDevice } from '@generated/types/entities.ts';
import { templateByDevice } from '@/lib/firmware/template-assignment.ts';

type Member = FirmwareTemplate['scope member'][number];

/** Analyzer and manager rows are upgraded by hand, never through a firmware template (the spec's os_type rule). */
const MANUAL: ReadonlySet<ManagedDevice['os_type']> = new Set(['FortiAnalyzer', 'FortiManager']);

export interface AssignableDevice {
  name: string;
  platform: string;
  /** the other template that holds the device now: a device follows one template at a time, so choosing it moves it */
  heldBy?: string;
}

/**
 * The devices a template may hold, by name: the ADOM's devices that a template can upgrade, each with the other
 * template that holds it, if any. A device the template holds but the ADOM no longer lists is kept, so a save does
 * not drop it unseen.
 */
export function assignableDevices(devices: readonly ManagedDevice[], templates: readonly FirmwareTemplate[], editing?: string): AssignableDevice[] {
  const holder = templateByDevice(templates, editing);
  const rows: AssignableDevice[] = devices
    .filter((d) => !MANUAL.has(d.os_type))
    .map((d) => ({ name: d.name, platform: d.platform, ...(holder.has(d.name) ? { heldBy: holder.get(d.name) } : {}) }));
  const known = new Set(rows.map((r) => r.name));
  const own = templates.find((t) => t.name === editing)?.['scope member'] ?? [];
  for (const m of own) if (!known.has(m.name)) rows.push({ name: m.name, platform: '' });
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** The 'scope member' list for the names chosen, keeping the VDOM a device has in `previous` (the last one listed wins). */
export function membersFor(names: readonly string[], previous: readonly Member[]): Member[] {
  const vdomOf = new Map(previous.map((m) => [m.name, m.vdom]));
  return names.map((name) => {
    const vdom = vdomOf.get(name);
    return vdom ? { name, vdom } : { name, vdom: 'root' };
  });
}
