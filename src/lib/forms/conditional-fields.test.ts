import { describe, expect, it } from 'vitest';
import * as autoBackup from '@generated/forms/auto-backup.ts';
import * as backupEncryption from '@generated/forms/backup-encryption.ts';
import * as firmwareTemplate from '@generated/forms/firmware-template.ts';
import * as firmwareUpgrade from '@generated/forms/firmware-upgrade.ts';
import * as registration from '@generated/forms/registration.ts';
import * as revisionSettings from '@generated/forms/revision-settings.ts';
import { formLoaders } from '@generated/forms/index.ts';
import { conditionalRules, hiddenFields, matches, requiredFields } from './conditional-fields.ts';

describe('field visibility from the form schema', () => {
  it.each([
    ['as soon as possible: no window, no day', { 'schedule-type': 0 }, ['schedule-day', 'schedule-start-time', 'schedule-end-time']],
    ['daily: the window, no day', { 'schedule-type': 1 }, ['schedule-day']],
    ['weekly: the window and the day', { 'schedule-type': 2 }, []],
  ])('Firmware Template, %s', (_case, data, hidden) => {
    expect(hiddenFields(firmwareTemplate.schema, data).sort()).toEqual([...hidden].sort());
  });

  it('Firmware Template: Day is required only for a weekly schedule', () => {
    expect(requiredFields(firmwareTemplate.schema, { 'schedule-type': 0 })).not.toContain('schedule-day');
    expect(requiredFields(firmwareTemplate.schema, { 'schedule-type': 1 })).not.toContain('schedule-day');
    expect(requiredFields(firmwareTemplate.schema, { 'schedule-type': 2 })).toEqual(
      expect.arrayContaining(['name', 'schedule-day', 'schedule-start-time', 'schedule-end-time']),
    );
  });

  it.each([
    ['off: only the switch', { status: 'disable' }, ['protocol', 'server', 'directory', 'user', 'passwd', 'crptpasswd', 'when', 'week_days', 'time']],
    ['daily: the schedule without days', { status: 'enable', when: 'daily' }, ['week_days']],
    ['weekly: the schedule with days', { status: 'enable', when: 'weekly' }, []],
  ])('automatic backup, %s', (_case, data, hidden) => {
    expect(hiddenFields(autoBackup.schema, data).sort()).toEqual([...hidden].sort());
  });

  it.each([
    ['auto-delete off', { auto_delete: false }, ['delete_older_than_days']],
    ['auto-delete on', { auto_delete: true }, []],
  ])('revision settings, %s', (_case, data, hidden) => {
    expect(hiddenFields(revisionSettings.schema, data)).toEqual(hidden);
  });

  it.each([
    ['no backup', { backup: false, encrypt: true }, ['password', 'confirmPassword']],
    ['backup without encryption', { backup: true, encrypt: false }, ['password', 'confirmPassword']],
    ['encrypted backup', { backup: true, encrypt: true }, []],
  ])('startup backup encryption, %s', (_case, data, hidden) => {
    expect(hiddenFields(backupEncryption.schema, data)).toEqual(hidden);
  });

  it.each([
    ['no backup', { backup: false }, ['password', 'confirmPassword']],
    ['backup', { backup: true }, []],
  ])('firmware upgrade backup, %s', (_case, data, hidden) => {
    expect(hiddenFields(firmwareUpgrade.schema, data)).toEqual(hidden);
  });

  it.each([
    ['entitlement file', { useEntitlement: true }, ['account_id', 'password']],
    ['support account', { useEntitlement: false }, []],
  ])('registration, %s', (_case, data, hidden) => {
    expect(hiddenFields(registration.schema, data)).toEqual(hidden);
  });

  it('hides nothing in a form without rules', () => {
    expect(hiddenFields({ type: 'object', properties: { a: { type: 'string' } } }, {})).toEqual([]);
  });

  it('every form condition in specs/forms uses keywords it can evaluate', async () => {
    for (const load of Object.values(formLoaders)) {
      const { schema } = await load();
      for (const rule of conditionalRules(schema)) expect(() => matches(rule.if, {})).not.toThrow();
    }
  });
});

describe('matches', () => {
  it.each([
    [{ const: 2 }, 2, true],
    [{ const: 2 }, 1, false],
    [{ enum: [1, 2] }, 1, true],
    [{ enum: [1, 2] }, 0, false],
    [{ required: ['a'] }, {}, false],
    [{ required: ['a'] }, { a: 0 }, true],
    [{ properties: { a: { const: true } } }, {}, true],
    [{ properties: { a: { const: true } } }, { a: false }, false],
    [{ not: { const: 1 } }, 1, false],
    [{ anyOf: [{ const: 1 }, { const: 2 }] }, 2, true],
    [{ minimum: 1 }, 0, false],
    [{ type: 'integer' }, 1.5, false],
    [{ pattern: '\\S' }, '   ', false],
    [{ title: 'only an annotation' }, 'x', true],
  ])('%j against %j is %s', (schema, value, expected) => {
    expect(matches(schema as never, value)).toBe(expected);
  });

  it('refuses a keyword it cannot evaluate rather than guess', () => {
    expect(() => matches({ dependentRequired: { a: ['b'] } } as never, {})).toThrow(/dependentRequired/);
  });
});
