import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './support/openapi.ts';

/**
 * Every message the product specification quotes (screens, validation rules, roles, error catalogue), letter
 * for letter. Two are abbreviated there with '...': those must begin or end a catalogue message.
 */
const QUOTED = [
  // screens and dialogs
  "Please don't shutdown system!",
  'PostgreSQL Upgrade was completed.',
  '%s managed devices are identified with security vulnerabilities.',
  '%s Vulnerabilities detected in total',
  'This device is already assigned to the template %s. Assigning it now will remove it from template %s',
  'The upgrade has been setup successfully.',
  'Are you sure you want to delete this dashboard?',
  // validation rules
  'Passwords do not match.',
  'Passwords field is empty.',
  'Your password is shorter than 6 characters! Are you sure you want to continue?',
  'This is not an image file.',
  'The file size is too big.',
  'Unable to generate avatar within size limits',
  'Please choose a valid file.',
  'The file was just uploaded. Please choose another one.',
  'The password cannot be empty.',
  'The passwords do not match.',
  'Cannot find upgrade path file...',
  'Please choose the license file.',
  'Invalid file.',
  'You have only one ADOM.',
  'This field is required.',
  'This field is required',
  "Host name cannot contain \\ \" > < ( ) ' & ` | ; # white space.",
  'Are you sure you want to upgrade the firmware?',
  'Please choose a template.',
  // roles and permissions
  'Backup Strategy cannot be set up on HA Secondary unit. Please complete it on HA Primary.',
  // error catalogue
  'Fail to start export task.',
  'Fail to start import task.',
  'Failed to run the newly created task.',
  'Failed to retrieve the device configurations.',
  'Failed to revert the device configurations.',
  'HA member update failed.',
  'Error download selected image file.',
  'Unknown error.',
  'The device is unable to locate online help resources directly.',
  'Failed to download FortiCare Debug Report.',
  'Failed to save Firmware Template.',
  '%s must be upgraded manually.',
  'Firmware template created.',
  'Failed to connect to FortiCare servers.',
  'FortiCare product registration successful.',
  'Registration Failed. Please check your entitlement file and try again.',
  'Failed to upload file or invalid image.',
  'Registration completed.',
  'Downloading the selected image file...',
  'The image has been uploaded successfully. The upgrade will start shortly.',
  'The system is backing up... (%s)',
  'The upgrade has started and the system is restarting. Please wait for a few moments.',
];

/** Quoted in abbreviated form: 'A task is created to retrieve...' / '...revert the device configurations.' */
const PREFIXES = ['A task is created to retrieve'];
const SUFFIXES = ['revert the device configurations.'];

const { $comment: _comment, $lazyGroups: _lazyGroups, ...catalogue } = JSON.parse(readFileSync(join(root, 'specs', 'messages', 'en.json'), 'utf8')) as Record<
  string,
  string
>;
const values = Object.values(catalogue);

describe('the message catalogue holds every message the specification quotes', () => {
  it.each(QUOTED)('%s', (text) => {
    expect(values).toContain(text);
  });

  it.each(PREFIXES)('a message begins with "%s"', (start) => {
    expect(values.some((v) => v.startsWith(start) && v.length > start.length)).toBe(true);
  });

  it.each(SUFFIXES)('a message ends with "%s"', (end) => {
    expect(values.some((v) => v.endsWith(end) && v !== `Failed to ${end}`)).toBe(true);
  });
});
