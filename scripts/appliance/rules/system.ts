/**
 * System pages: what an administrator changes on High Availability, Certificates, the Extension Dashboard and
 * Analyzer Fabric Settings is kept.
 *
 *   - setHaMember: the member's Enabled switch (getHaStatus); only a primary changes its members, and a member it
 *     does not have is refused ('HA member update failed.');
 *   - importCertificate: the certificate is listed (listLocalCertificates or listCaCertificates) with what its PEM
 *     says (subject, issuer, validity, serial, key, fingerprint); a name its list has is refused, a local certificate
 *     needs its private key; deleteLocalCertificate / deleteCaCertificate: gone from the list, unless it is a factory
 *     certificate or one in use;
 *   - startExtension: starting, and once the list (listExtensions) has shown it starting, running; refused when the
 *     memory the unit has left for extensions is not enough; stopExtension: stopped; setExtensionEnabled: whether
 *     it starts with the unit;
 *   - saveAnalyzerFabricSettings: the settings (getAnalyzerFabric); turned off, the unit is standalone with no member.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { Refusal, type Answer, type Call, type RequestBody, type Rules } from '../call.ts';
import { apMapRules } from './apmap.ts';
import { customViewRules } from './custom-views.ts';
import { logFetchRules } from './logfetch.ts';

type HaStatus = Answer<'getHaStatus'>;
type Certificate = Answer<'listLocalCertificates'>[number];
type Extension = Answer<'listExtensions'>[number];
/** An extension as kept: `readings` of the list since it was started, while it starts. */
type StoredExtension = Extension & { readings?: number };
type Fabric = Answer<'getAnalyzerFabric'>;

const now = () => Math.floor(Date.now() / 1000);
const NOT_FOUND = { code: -3, message: 'Object does not exist.' };

// ---- High Availability ----

const HA = 'haStatus';

export const haStatusOf = (call: Call) => call.doc<HaStatus>(HA, () => call.example({ op: 'getHaStatus' }));

// ---- Certificates ----

type Kind = 'local' | 'ca';
const certificateKey = (kind: Kind) => `certificates:${kind}`;

function certificatesOf(call: Call, kind: Kind): Promise<Certificate[]> {
  return call.doc<Certificate[]>(certificateKey(kind), () => call.example({ op: kind === 'local' ? 'listLocalCertificates' : 'listCaCertificates' }));
}

/** 'CN=a\nO=b' as the unit writes a distinguished name: 'CN = a, O = b'. */
const distinguishedName = (lines: string) =>
  lines
    .split('\n')
    .filter(Boolean)
    .map((part) => part.replace('=', ' = '))
    .join(', ');

/** OpenSSL's curve names as the unit shows them. */
const CURVES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521' };

const colonPairs = (hex: string) => (hex.toLowerCase().match(/../g) ?? [hex.toLowerCase()]).join(':');

/** The DER bytes of a PEM certificate (what its fingerprint is taken of). */
const derOf = (pem: string) => Buffer.from(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64');

/**
 * The certificate as the list shows it, from its PEM: a certificate the unit can read gives its own subject, issuer,
 * validity, serial, key and fingerprint; one it cannot (a shortened example) is named after itself, valid for a year.
 */
export function certificateFrom(body: RequestBody<'importCertificate'>, at = now()): Certificate {
  const base = { name: body.name, source: 'user' as const, in_use: false, ...(body.comment ? { comment: body.comment } : {}) };
  try {
    const x509 = new X509Certificate(body.certificate);
    const key = x509.publicKey;
    const details = key.asymmetricKeyDetails;
    const curve = details?.namedCurve ?? '';
    const keyType =
      key.asymmetricKeyType === 'rsa'
        ? `RSA ${details?.modulusLength ?? ''}`.trim()
        : key.asymmetricKeyType === 'ec'
          ? `ECDSA ${CURVES[curve] ?? curve}`.trim()
          : String(key.asymmetricKeyType ?? '').toUpperCase();
    return {
      ...base,
      subject: distinguishedName(x509.subject),
      issuer: distinguishedName(x509.issuer),
      valid_from: Math.floor(Date.parse(x509.validFrom) / 1000),
      valid_to: Math.floor(Date.parse(x509.validTo) / 1000),
      serial: colonPairs(x509.serialNumber),
      key_type: keyType,
      fingerprint: x509.fingerprint256,
    };
  } catch {
    const der = derOf(body.certificate);
    const digest = createHash('sha256').update(der).digest('hex').toUpperCase();
    return {
      ...base,
      subject: `CN = ${body.name}`,
      issuer: `CN = ${body.name}`,
      valid_from: at,
      valid_to: at + 365 * 86400,
      serial: colonPairs(digest.slice(0, 12)),
      fingerprint: (digest.match(/../g) ?? []).join(':'),
    };
  }
}

async function deleteCertificate(call: Call<'deleteLocalCertificate'> | Call<'deleteCaCertificate'>, kind: Kind) {
  const list = await certificatesOf(call, kind);
  const cert = list.find((c) => c.name === call.path.name);
  if (!cert) throw new Refusal(500, NOT_FOUND);
  if (cert.source === 'factory') throw new Refusal(500, { code: -9, message: 'A factory certificate cannot be deleted.' });
  if (cert.in_use) throw new Refusal(500, { code: -9, message: 'The certificate is used by another setting.' });
  call.set(certificateKey(kind), list.filter((c) => c !== cert));
  return { code: 0 as const };
}

// ---- Extensions ----

const EXTENSIONS = 'extensions';
/**
 * Memory the unit gives its extensions, MB: what the examples' running extensions use (3420 + 640) and the 1900 MB
 * the example's refusal says are free.
 */
export const EXTENSION_MEMORY_MB = 5960;

const extensionsOf = (call: Call) => call.doc<StoredExtension[]>(EXTENSIONS, () => call.example({ op: 'listExtensions' }));

async function extensionOf(call: Call<'startExtension'> | Call<'stopExtension'> | Call<'setExtensionEnabled'>) {
  const list = await extensionsOf(call);
  const ext = list.find((e) => e.key === call.path.key);
  if (!ext) throw new Refusal(500, NOT_FOUND);
  return { list, ext };
}

const stopped = (ext: StoredExtension) => {
  ext.status = 'stopped';
  ext.cpu = 0;
  ext.memory_mb = 0;
  ext.started = null;
  delete ext.message;
  delete ext.readings;
};

const shownExtension = ({ readings: _readings, ...ext }: StoredExtension): Extension => ext;

// ---- Analyzer fabric ----

const FABRIC = 'analyzerFabric';
const fabricOf = (call: Call) => call.doc<Fabric>(FABRIC, () => call.example({ op: 'getAnalyzerFabric' }));

const systemPageRules: Rules = {
  async getHaStatus(call) {
    return call.ok(await haStatusOf(call));
  },
  async setHaMember(call) {
    const ha = await haStatusOf(call);
    const member = ha.members.find((m) => m.sn === call.body.sn);
    // members are changed on the primary unit
    if (ha.mode !== 'primary' || !member) throw new Refusal(500, { code: -1, message: 'HA member update failed.' });
    member.enabled = call.body.enable;
    call.set(HA, ha);
    return call.ok({ code: 0, message: 'OK' });
  },

  async listLocalCertificates(call) {
    return call.ok(await certificatesOf(call, 'local'));
  },
  async listCaCertificates(call) {
    return call.ok(await certificatesOf(call, 'ca'));
  },
  async importCertificate(call) {
    const kind = call.body.type;
    const list = await certificatesOf(call, kind);
    if (list.some((c) => c.name === call.body.name)) throw new Refusal(500, { code: -2, message: 'A certificate with this name already exists.' });
    if (kind === 'local' && !call.body.private_key) throw new Refusal(500, { code: -2, message: 'A local certificate needs its private key.' });
    call.set(certificateKey(kind), [...list, certificateFrom(call.body)]);
    return call.ok({ code: 0 });
  },
  async deleteLocalCertificate(call) {
    return call.ok(await deleteCertificate(call, 'local'));
  },
  async deleteCaCertificate(call) {
    return call.ok(await deleteCertificate(call, 'ca'));
  },

  async listExtensions(call) {
    const list = await extensionsOf(call);
    // one started is shown starting once, then it runs
    const starting = list.filter((e) => e.status === 'starting' && e.readings !== undefined);
    for (const ext of starting) {
      if (ext.readings! > 0) {
        Object.assign(ext, { status: 'running', cpu: 1.5 });
        delete ext.readings;
      } else ext.readings = 1;
    }
    if (starting.length) call.set(EXTENSIONS, list);
    return call.ok(list.map(shownExtension));
  },
  async startExtension(call) {
    const { list, ext } = await extensionOf(call);
    if (ext.status === 'running' || ext.status === 'starting') return call.ok({ code: 0 });
    const free = EXTENSION_MEMORY_MB - list.reduce((sum, e) => sum + (e.status === 'running' || e.status === 'starting' ? e.memory_mb : 0), 0);
    if (ext.memory_limit_mb > free) {
      throw new Refusal(500, { code: -12, message: `Not enough memory to start: ${ext.memory_limit_mb} MB needed, ${free} MB free.` });
    }
    Object.assign(ext, { status: 'starting', started: now(), cpu: 0, memory_mb: Math.round(ext.memory_limit_mb / 4), readings: 0 });
    delete ext.message;
    call.set(EXTENSIONS, list);
    return call.ok({ code: 0 });
  },
  async stopExtension(call) {
    const { list, ext } = await extensionOf(call);
    stopped(ext);
    call.set(EXTENSIONS, list);
    return call.ok({ code: 0 });
  },
  async setExtensionEnabled(call) {
    const { list, ext } = await extensionOf(call);
    ext.enabled = call.body.enabled;
    call.set(EXTENSIONS, list);
    return call.ok({ code: 0 });
  },

  async getAnalyzerFabric(call) {
    return call.ok(await fabricOf(call));
  },
  async saveAnalyzerFabricSettings(call) {
    const fabric = await fabricOf(call);
    const settings = call.body;
    const role = settings.status === 'disable' ? 'standalone' : settings.role;
    // off: no fabric, no member; another role: the members are those the new role sees once they join
    const members = role === fabric.role ? fabric.members : [];
    const saved: Fabric = { role, settings, members };
    call.set(FABRIC, saved);
    return call.ok({ code: 0 });
  },
};

/** These rules, with Log Fetch's (./logfetch.ts), the AP floor maps' (./apmap.ts) and the custom views' (./custom-views.ts). */
export const systemRules: Rules = { ...systemPageRules, ...logFetchRules, ...apMapRules, ...customViewRules };
