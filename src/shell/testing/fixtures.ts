// the system configuration fixture is shared with the lib's own tests
export { configWith, superAdminConfig } from '@/lib/permissions/testing/system-config.ts';

export const sysInfo = {
  hostname: 'FMG-HQ-01',
  product_name: 'FortiManager',
  variant: 'manager',
  version: '7.4.5',
  build: '2588',
  release_type: 'GA',
  serial: 'FMG-VMTM24012345',
  platform: 'FortiManager-VM64',
  ha_mode: 'standalone',
  uptime: 1209600,
  timezone: 'Europe/Paris',
};

export const rootAdom = { oid: 3, name: 'root', desc: 'Default ADOM', lock: { state: 'unlocked', lock_type: 'normal' } };
