import type { FieldTemplateProps } from '@rjsf/utils';
import type { FormModule } from '@/lib/forms/schema-form.tsx';
import * as registration from '@generated/forms/registration.ts';
import * as contractRegistration from '@generated/forms/contract-registration.ts';
import * as hostname from '@generated/forms/hostname.ts';
import * as startupPassword from '@generated/forms/startup-password.ts';
import * as backupEncryption from '@generated/forms/backup-encryption.ts';
import * as autoBackup from '@generated/forms/auto-backup.ts';
import * as revisionSettings from '@generated/forms/revision-settings.ts';

/**
 * The form as a whole has no label of its own in the wizard (the step heading names it); its schema description
 * is written for the backend team, not for the user, so the root renders only its fields.
 */
function PlainRootTemplate({ children }: FieldTemplateProps) {
  return <>{children}</>;
}

// the wizard is its own lazily loaded chunk, so these forms load with it and not with the console's first screen
function wizardForm(module: FormModule): FormModule {
  return { ...module, uiSchema: { ...module.uiSchema, 'ui:FieldTemplate': PlainRootTemplate } };
}

export const wizardForms = {
  registration: wizardForm(registration),
  contractRegistration: wizardForm(contractRegistration),
  hostname: wizardForm(hostname),
  startupPassword: wizardForm(startupPassword),
  backupEncryption: wizardForm(backupEncryption),
  autoBackup: wizardForm(autoBackup),
  revisionSettings: wizardForm(revisionSettings),
};
