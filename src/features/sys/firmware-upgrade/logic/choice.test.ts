import { describe, expect, it } from 'vitest';
import images from '../../../../../specs/examples/firmware-upgrade/images-manager.json';
import type { FirmwareImageOption } from '@generated/types/entities.ts';
import { msg } from '@/lib/i18n/messages.ts';
import {
  choiceProblem,
  confirmationFor,
  fileLeftUploaded,
  imageEntries,
  licenceLimitLine,
  sameFile,
  upgradeImageOf,
  type UpgradeChoice,
} from './choice.ts';

const IMAGES = images.value as FirmwareImageOption[];
const CURRENT = '7.4.5';
const byVersion = (version: string) => IMAGES.find((i) => i.version === version)!;
const pick = (version: string): UpgradeChoice => ({ source: 'image', objid: byVersion(version).objid, file: null });
const file = (name = 'FMG_VM64-v7.6.2-build3521-FORTINET.out', body = 'image', lastModified = 1_700_000_000_000) =>
  new File([body], name, { lastModified });
const pickFile = (f: File | null): UpgradeChoice => ({ source: 'file', objid: null, file: f });

describe('imageEntries: the licence limit and downgrades', () => {
  it('with the firmware licence every image may be chosen; older ones are downgrades', () => {
    const entries = imageEntries(IMAGES, CURRENT, true);
    expect(entries.filter((e) => e.choosable)).toHaveLength(IMAGES.length);
    expect(entries.filter((e) => e.downgrade).map((e) => e.image.version)).toEqual(['7.4.4', '7.2.9']);
    expect(licenceLimitLine(entries, CURRENT)).toBeNull();
  });

  it('without it, nothing above the running major.minor may be chosen', () => {
    const entries = imageEntries(IMAGES, CURRENT, false);
    expect(entries.filter((e) => !e.choosable).map((e) => e.image.version)).toEqual(['7.6.2', '7.6.1']);
    expect(entries.filter((e) => e.choosable).map((e) => e.image.version)).toEqual(['7.4.7', '7.4.6', '7.4.4', '7.2.9']);
    expect(licenceLimitLine(entries, CURRENT)).toBe('7.4');
  });

  it('without it but nothing above the line, no limit is worth mentioning', () => {
    const entries = imageEntries(IMAGES.filter((i) => i.version.startsWith('7.4')), CURRENT, false);
    expect(licenceLimitLine(entries, CURRENT)).toBeNull();
  });
});

describe('choiceProblem: the messages of step 0', () => {
  const licensed = imageEntries(IMAGES, CURRENT, true);
  const unlicensed = imageEntries(IMAGES, CURRENT, false);

  it.each<[string, UpgradeChoice, File | null, ReturnType<typeof choiceProblem>]>([
    ['nothing chosen', { source: 'image', objid: null, file: null }, null, 'firmware.chooseValidFile'],
    ['a listed image', pick('7.6.2'), null, null],
    ['an image no longer listed', { source: 'image', objid: 'gone', file: null }, null, 'firmware.chooseValidFile'],
    ['no file', pickFile(null), null, 'firmware.chooseValidFile'],
    ['an empty file', pickFile(file('empty.out', '')), null, 'firmware.chooseValidFile'],
    ['a file', pickFile(file()), null, null],
    ['the file just uploaded', pickFile(file()), file(), 'firmware.justUploaded'],
    ['another file after an upload', pickFile(file('other.out')), file(), null],
    ['the same name, changed on disk since', pickFile(file(undefined, 'image', 1_800_000_000_000)), file(), null],
  ])('%s', (_n, choice, lastUploaded, expected) => {
    expect(choiceProblem(choice, licensed, lastUploaded)).toBe(expected);
  });

  it('an image above the licence limit cannot be installed', () => {
    expect(choiceProblem(pick('7.6.2'), unlicensed, null)).toBe('firmware.chooseValidFile');
    expect(choiceProblem(pick('7.4.7'), unlicensed, null)).toBeNull();
  });

  it('speaks the spec words', () => {
    expect(msg('firmware.chooseValidFile')).toBe('Please choose a valid file.');
    expect(msg('firmware.justUploaded')).toBe('The file was just uploaded. Please choose another one.');
  });
});

describe('confirmationFor', () => {
  const entries = imageEntries(IMAGES, CURRENT, true);
  it.each<[string, UpgradeChoice, string]>([
    ['a recommended image', pick('7.6.2'), 'Are you sure you want to upgrade the firmware?'],
    ['an image without an upgrade path', pick('7.6.1'), 'Cannot find upgrade path file...'],
    ['a downgrade without an upgrade path', pick('7.2.9'), 'Cannot find upgrade path file...'],
    ['a local file', pickFile(file()), 'Are you sure you want to upgrade the firmware?'],
  ])('%s', (_n, choice, text) => {
    expect(msg(confirmationFor(choice, entries))).toBe(text);
  });
});

describe('after a failed run', () => {
  const f = file();
  it.each<[string, UpgradeChoice, Parameters<typeof fileLeftUploaded>[1], File | null]>([
    ['the upload failed: the file may be sent again', pickFile(f), { ok: false, phase: 'uploading', message: 'x' }, null],
    ['validation failed: the file is on the appliance', pickFile(f), { ok: false, phase: 'validating', message: 'x' }, f],
    ['the upgrade failed', pickFile(f), { ok: false, phase: 'upgrading', message: 'x' }, f],
    ['a listed image', pick('7.6.2'), { ok: false, phase: 'upgrading', message: 'x' }, null],
  ])('%s', (_n, choice, outcome, expected) => {
    expect(fileLeftUploaded(choice, outcome)).toBe(expected);
  });

  it('knows a file chosen again from disk', () => {
    expect(sameFile(file(), file())).toBe(true);
    expect(sameFile(file(), null)).toBe(false);
  });
});

it('downloads a listed image by object id, platform, version and build', () => {
  expect(upgradeImageOf(byVersion('7.6.2'))).toEqual({ objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64', version: '7.6.2', build: 3521 });
});
