/**
 * VM licence: the licence state a virtual appliance reports (getVmLicenseStatus) is kept; uploading a valid licence
 * file (uploadVmLicense) makes it valid, and the console reads it again everywhere.
 *
 * A licence file is valid when its text is a VM licence of this unit's product, as Fortinet issues them:
 *
 *   -----BEGIN FMG VM LICENSE-----        (FAZ on an analyzer)
 *   QAAAAB3xc2...                          the licence, base64, on one or more lines
 *   -----END FMG VM LICENSE-----
 *
 * Anything else (another product's licence, a truncated file, an empty one, a file that is not text) answers the
 * spec's refusal, status.code -6 'Invalid license file.', for which the console says 'Invalid file.'; nothing
 * changes then. The licence itself is signed and opaque, so what an accepted one grants is decided here: it is
 * valid for this VM's management IP and for one year from the day it was uploaded. A hardware unit
 * (not_applicable) takes no VM licence.
 */
import type { Answer, Call, Rules } from '../call.ts';

type VmLicence = Answer<'getVmLicenseStatus'>;
type UploadResult = Answer<'uploadVmLicense'>;

const KEY = 'vmLicence';

const vmLicenceOf = (call: Call) => call.doc<VmLicence>(KEY, () => call.example({ op: 'getVmLicenseStatus' }));

/** The product code of this unit's licences: FMG for the manager, FAZ for the analyzer. */
async function productOf(call: Call): Promise<'FMG' | 'FAZ'> {
  const info = await call.example({ op: 'getSysInfo' });
  return (info as { variant?: string }).variant === 'analyzer' ? 'FAZ' : 'FMG';
}

/** Whether a file's text is a VM licence of the product (the framing lines around a base64 body). */
export function isVmLicence(text: string, product: string): boolean {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines.length < 3) return false;
  if (lines[0] !== `-----BEGIN ${product} VM LICENSE-----`) return false;
  if (lines[lines.length - 1] !== `-----END ${product} VM LICENSE-----`) return false;
  const body = lines.slice(1, -1).join('');
  return body.length >= 16 && /^[A-Za-z0-9+/]+={0,2}$/.test(body);
}

/** The day a year after `from`, YYYY-MM-DD. */
const aYearAfter = (from: Date) => {
  const d = new Date(Date.UTC(from.getUTCFullYear() + 1, from.getUTCMonth(), from.getUTCDate()));
  return d.toISOString().slice(0, 10);
};

// a refusal is the operation's 200 answer with status.code -6, not an error status
const refused: UploadResult = { status: { code: -6, message: 'Invalid license file.' } };

export const licenceRules: Rules = {
  async getVmLicenseStatus(call) {
    return call.ok(await vmLicenceOf(call));
  },
  async uploadVmLicense(call) {
    const current = await vmLicenceOf(call);
    const file = (await call.form()).get('file');
    if (!(file instanceof Blob) || current.vmlic_status === 'not_applicable') return call.ok(refused);
    const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
    if (!isVmLicence(text, await productOf(call))) return call.ok(refused);
    const licensed: VmLicence = {
      ...current,
      vmlic_status: 'valid',
      blocking: false,
      licensed_ip: current.mgmt_ip ?? current.licensed_ip ?? null,
      expires: aYearAfter(new Date()),
      grace_days_left: null,
    };
    call.set(KEY, licensed);
    return call.ok({ status: { code: 0, message: 'OK' }, vmlic_status: 'valid' });
  },
};
