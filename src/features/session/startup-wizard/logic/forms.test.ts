import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ErrorSchema } from '@rjsf/utils';
import { formValidator, moveRequiredMessages, SchemaForm, type FormModule } from '@/lib/forms/schema-form.tsx';
import * as hostnameModule from '@generated/forms/hostname.ts';
import * as startupPasswordModule from '@generated/forms/startup-password.ts';
import * as backupEncryptionModule from '@generated/forms/backup-encryption.ts';
import * as registrationModule from '@generated/forms/registration.ts';
import * as autoBackupModule from '@generated/forms/auto-backup.ts';
import * as revisionSettingsModule from '@generated/forms/revision-settings.ts';

const asForm = (m: FormModule) => m;
const hostname = asForm(hostnameModule);
const startupPassword = asForm(startupPasswordModule);
const backupEncryption = asForm(backupEncryptionModule);
const registration = asForm(registrationModule);
const autoBackup = asForm(autoBackupModule);
const revisionSettings = asForm(revisionSettingsModule);

const REQUIRED = 'This field is required.';
const MISMATCH = 'Passwords do not match.';
const HOSTNAME_CHARS = 'Host name cannot contain \\ " > < ( ) \' & ` | ; # white space.';

/** Field → messages, as the form shows them (root-level wrapper errors of if/then are hidden by the uiSchema). */
function fieldErrors(form: FormModule, data: unknown): Record<string, string[]> {
  const { errorSchema } = formValidator(form).validateFormData(data as never, form.schema, undefined, moveRequiredMessages as never);
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(errorSchema as ErrorSchema)) {
    if (k === '__errors') continue;
    out[k] = (v as { __errors?: string[] }).__errors ?? [];
  }
  return out;
}

describe('hostname form', () => {
  it('requires a host name', () => {
    expect(fieldErrors(hostname, {})).toEqual({ hostname: [REQUIRED] });
    expect(fieldErrors(hostname, { hostname: '' })).toEqual({ hostname: [REQUIRED] });
  });

  it.each(['\\', '"', "'", '>', '<', '(', ')', '&', '`', '|', ';', '#', ' ', '\t'])('rejects %j', (ch) => {
    expect(fieldErrors(hostname, { hostname: `fmg${ch}01` })).toEqual({ hostname: [HOSTNAME_CHARS] });
  });

  it('accepts a plain host name', () => {
    expect(fieldErrors(hostname, { hostname: 'fmg-hq_01.example' })).toEqual({});
  });

  it('carries the spec message letter for letter', () => {
    expect(HOSTNAME_CHARS).toBe(`Host name cannot contain \\ " > < ( ) ' & \` | ; # white space.`);
  });
});

describe('startup password form', () => {
  it('requires both fields', () => {
    expect(fieldErrors(startupPassword, {})).toEqual({ newPassword: [REQUIRED], confirmPassword: [REQUIRED] });
  });

  it('requires the confirmation', () => {
    expect(fieldErrors(startupPassword, { newPassword: 'S3cure!pass' })).toEqual({ confirmPassword: [REQUIRED] });
  });

  it('requires matching passwords', () => {
    expect(fieldErrors(startupPassword, { newPassword: 'S3cure!pass', confirmPassword: 'S3cure!pasz' })).toEqual({
      confirmPassword: [MISMATCH],
    });
  });

  it('accepts matching passwords', () => {
    expect(fieldErrors(startupPassword, { newPassword: 'S3cure!pass', confirmPassword: 'S3cure!pass' })).toEqual({});
  });

  it('holds the new password to the 128 characters the API accepts, in readable words', () => {
    const long = 'p'.repeat(10_000);
    expect(fieldErrors(startupPassword, { newPassword: long, confirmPassword: long })).toEqual({
      newPassword: ['The password cannot be longer than 128 characters.'],
    });
    const max = 'p'.repeat(128);
    expect(fieldErrors(startupPassword, { newPassword: max, confirmPassword: max })).toEqual({});
  });
});

describe('backup encryption form', () => {
  it('needs no password without encryption', () => {
    expect(fieldErrors(backupEncryption, { backup: true, encrypt: false })).toEqual({});
  });

  it('needs no password without backup', () => {
    expect(fieldErrors(backupEncryption, { backup: false, encrypt: true })).toEqual({});
  });

  it('requires password and confirmation with encryption on', () => {
    expect(fieldErrors(backupEncryption, { backup: true, encrypt: true })).toEqual({
      password: ['This field is required'],
      confirmPassword: ['This field is required'],
    });
  });

  it('requires a matching confirmation', () => {
    expect(fieldErrors(backupEncryption, { backup: true, encrypt: true, password: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: [MISMATCH],
    });
  });

  it('limits the password to 63 characters', () => {
    const long = 'x'.repeat(64);
    expect(fieldErrors(backupEncryption, { backup: true, encrypt: true, password: long, confirmPassword: long })).toEqual({
      password: ['The password cannot be longer than 63 characters.'],
      confirmPassword: ['The password cannot be longer than 63 characters.'],
    });
    const max = 'x'.repeat(63);
    expect(fieldErrors(backupEncryption, { backup: true, encrypt: true, password: max, confirmPassword: max })).toEqual({});
  });
});

describe('registration form', () => {
  it('requires account and password', () => {
    expect(fieldErrors(registration, { useEntitlement: false })).toEqual({ account_id: [REQUIRED], password: [REQUIRED] });
  });

  it('requires an e-mail address as account', () => {
    expect(fieldErrors(registration, { useEntitlement: false, account_id: 'netops', password: 'x' })).toEqual({
      account_id: ['Please enter a valid email address.'],
    });
  });

  it('accepts an account with a password', () => {
    expect(fieldErrors(registration, { useEntitlement: false, account_id: 'netops@example.com', password: 'x' })).toEqual({});
  });

  it('needs neither with an entitlement file', () => {
    expect(fieldErrors(registration, { useEntitlement: true })).toEqual({});
  });
});

describe('automatic backup form', () => {
  it('needs nothing more while disabled', () => {
    expect(fieldErrors(autoBackup, { status: 'disable' })).toEqual({});
  });

  it('requires server, user, password and schedule when enabled', () => {
    expect(fieldErrors(autoBackup, { status: 'enable' })).toEqual({
      server: [REQUIRED],
      user: [REQUIRED],
      passwd: [REQUIRED],
      when: [REQUIRED],
      time: [REQUIRED],
    });
  });

  const enabled = { status: 'enable', protocol: 'sftp', server: 'backup.example.com', directory: '/', user: 'fmg', passwd: 'x', when: 'daily', time: '02:30' };

  it('accepts a complete daily schedule', () => {
    expect(fieldErrors(autoBackup, enabled)).toEqual({});
  });

  it('requires days for a weekly schedule', () => {
    expect(fieldErrors(autoBackup, { ...enabled, when: 'weekly' })).toEqual({ week_days: [REQUIRED] });
    expect(fieldErrors(autoBackup, { ...enabled, when: 'weekly', week_days: [] })).toEqual({ week_days: [REQUIRED] });
    expect(fieldErrors(autoBackup, { ...enabled, when: 'weekly', week_days: ['sunday'] })).toEqual({});
  });

  it('checks server and time', () => {
    expect(fieldErrors(autoBackup, { ...enabled, server: 'bad host', time: '25:00' })).toEqual({
      server: ['Please enter a valid IP address or host name.'],
      time: ['Please enter a time as HH:MM.'],
    });
  });
});

describe('revision settings form', () => {
  it('requires the number of revisions', () => {
    expect(fieldErrors(revisionSettings, { auto_delete: false })).toEqual({ max_revisions: [REQUIRED] });
  });

  it('keeps numbers in range', () => {
    expect(fieldErrors(revisionSettings, { max_revisions: 0, auto_delete: true, delete_older_than_days: 4000 })).toEqual({
      max_revisions: ['Please enter a number between 1 and 9999.'],
      delete_older_than_days: ['Please enter a number between 1 and 3650.'],
    });
  });

  it('requires the age when auto-delete is on', () => {
    expect(fieldErrors(revisionSettings, { max_revisions: 100, auto_delete: true })).toEqual({ delete_older_than_days: [REQUIRED] });
    expect(fieldErrors(revisionSettings, { max_revisions: 100, auto_delete: false })).toEqual({});
  });
});

describe('rendered forms', () => {
  it('show field messages without the conditional rule wrapper', async () => {
    render(
      createElement(
        SchemaForm<Record<string, unknown>>,
        { form: registration, formData: { useEntitlement: false, account_id: 'netops' }, onChange: () => {}, onSubmit: () => {} },
        createElement('button', { type: 'submit' }, 'Register'),
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    });
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(screen.queryByText(/must match/)).not.toBeInTheDocument();
  });

  it('show the backup password messages', async () => {
    render(
      createElement(
        SchemaForm<Record<string, unknown>>,
        { form: backupEncryption, formData: { backup: true, encrypt: true, password: 'abc', confirmPassword: 'abd' }, onChange: () => {}, onSubmit: () => {} },
        createElement('button', { type: 'submit' }, 'Upgrade Now >'),
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now >' }));
    });
    expect(screen.getByText(MISMATCH)).toBeInTheDocument();
    expect(screen.queryByText(/must match/)).not.toBeInTheDocument();
  });
});
