import type { ManagedSwitch } from '@generated/types/entities.ts';
import { firmwareOf } from '@/lib/firmware/reported.ts';

export interface SwitchRow {
  serial: string;
  name: string;
  platform: string;
  firmware: string;
  preferred: string;
  fortigate: string;
}

/** `S448EF-v7.2.6-build0471,231012 (GA)` → `v7.2.6 build0471`. */
export function switchRows(switches: readonly ManagedSwitch[]): SwitchRow[] {
  return switches.map((s) => ({
    serial: s['switch-id'],
    name: s.name,
    platform: s.platform,
    firmware: firmwareOf(s.os_version),
    preferred: s['prefer-img-ver'],
    fortigate: s['scope member'][0]?.name ?? '',
  }));
}
