import { expect } from 'vitest';
import type { Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

type VmLicence = { vmlic_status: string; blocking?: boolean; licensed_ip?: string | null; mgmt_ip?: string | null; expires?: string | null; grace_days_left?: number | null };

/** A licence file as Fortinet issues them: the framing lines around the signed licence in base64. */
const licenceText = (product: string) =>
  [`-----BEGIN ${product} VM LICENSE-----`, 'QAAAAJ0q3DF5Jm0n6zUl8m8C8VZkq0pX0w1PyqS1ZlJ0QmJmZ2xvYmFs', 'c2VydmVyMTAuMTAuMS4xMC1GTUdWTVRNMjQwMTIzNDU=', `-----END ${product} VM LICENSE-----`, ''].join('\r\n');

function upload(name: string, text: string): Request {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'application/octet-stream' }), name);
  return { op: 'uploadVmLicense', body: form };
}

const status: Request = { op: 'getVmLicenseStatus' };
const aYearFromToday = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
};
const INVALID = { status: { code: -6, message: 'Invalid license file.' } };

export const effects: Effect[] = [
  {
    name: 'a valid VM licence file: the licence is valid for this management IP, for a year from the upload',
    write: upload('FMG-VM64.lic', licenceText('FMG')),
    read: status,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ status: { code: 0, message: 'OK' }, vmlic_status: 'valid' });
      const licence = after as VmLicence;
      expect(licence).toMatchObject({ vmlic_status: 'valid', blocking: false, grace_days_left: null, expires: aYearFromToday() });
      expect(licence.licensed_ip).toBe(licence.mgmt_ip);
      expect(licence.expires).not.toBe((before as VmLicence).expires);
    },
  },
  {
    name: "another product's licence file is invalid ('Invalid file.'); the licence stays as it was",
    write: upload('FGVM04TM.lic', licenceText('FGT')),
    read: status,
    expect: (after, before, written) => {
      expect(written.body).toEqual(INVALID);
      expect(after).toEqual(before);
    },
  },
  {
    name: 'a file that is not a licence (no framing, or cut short) is invalid; the licence stays as it was',
    before: [upload('notes.txt', 'hello')],
    write: upload('FMG-VM64.lic', licenceText('FMG').split('\r\n').slice(0, 2).join('\n')),
    read: status,
    expect: (after, before, written) => {
      expect(written.body).toEqual(INVALID);
      expect(after).toEqual(before);
    },
  },
  {
    name: 'an analyzer takes a FortiAnalyzer VM licence',
    persona: 'analyzer',
    write: upload('FAZ-VM64.lic', licenceText('FAZ')),
    read: status,
    expect: (after) => expect(after).toMatchObject({ vmlic_status: 'valid', expires: aYearFromToday() }),
  },
  {
    name: 'an analyzer refuses a FortiManager VM licence',
    persona: 'analyzer',
    write: upload('FMG-VM64.lic', licenceText('FMG')),
    read: status,
    expect: (after, before, written) => {
      expect(written.body).toEqual(INVALID);
      expect(after).toEqual(before);
    },
  },
];
