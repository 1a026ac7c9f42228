// generated from specs/forms/; do not edit, run npm run codegen

/** Each form module is its own chunk: load it when the screen that shows it opens. */
export const formLoaders = {
  "analyzer-fabric-settings": () => import('./analyzer-fabric-settings.ts'),
  "auto-backup": () => import('./auto-backup.ts'),
  "backup-encryption": () => import('./backup-encryption.ts'),
  "certificate-import": () => import('./certificate-import.ts'),
  "firmware-template": () => import('./firmware-template.ts'),
  "firmware-upgrade": () => import('./firmware-upgrade.ts'),
  "hostname": () => import('./hostname.ts'),
  "new-custom-view": () => import('./new-custom-view.ts'),
  "package-export": () => import('./package-export.ts'),
  "password-change": () => import('./password-change.ts'),
  "query-import": () => import('./query-import.ts'),
  "registration": () => import('./registration.ts'),
  "rename-custom-view": () => import('./rename-custom-view.ts'),
  "revision-settings": () => import('./revision-settings.ts'),
  "setup-upgrade-devices": () => import('./setup-upgrade-devices.ts'),
  "setup-upgrade-method": () => import('./setup-upgrade-method.ts'),
  "sign-in": () => import('./sign-in.ts'),
  "startup-password": () => import('./startup-password.ts'),
} as const;
export type FormName = keyof typeof formLoaders;
