import type { Extender, ManagedDevice, ManagedSwitch, Wtp } from './logic/types.ts';

/**
 * The attributes the vulnerability view reads from each list (the 'fields' of the JSON-RPC gets; see ./logic/rows.ts
 * and ./logic/access-points.ts). A 100,000-device fleet is tens of megabytes of JSON: attributes the view never
 * reads (model_dev, the firmware text, management and configuration status, AP connection state) are not asked for.
 */
export const fleetFields = {
  devices: ['name', 'oid', 'sn', 'os_type', 'platform', 'frmversion', '_patch', 'prefer_img_ver', 'manage_mode'],
  wtps: ['wtp-id', 'name', '_platform-name', '_software-version', '_prefer-img-ver', 'scope member'],
  switches: ['switch-id', 'name', 'os_version', 'prefer-img-ver', 'platform', 'scope member'],
  extenders: ['id', 'name', 'model', '_sw_version', 'scope member'],
} as const satisfies {
  devices: ReadonlyArray<keyof ManagedDevice>;
  wtps: ReadonlyArray<keyof Wtp>;
  switches: ReadonlyArray<keyof ManagedSwitch>;
  extenders: ReadonlyArray<keyof Extender>;
};
