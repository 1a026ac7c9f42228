import { describe, expect, it } from 'vitest';
import { loadBundled, operations, validatorFor, type JsonObject } from './support/openapi.ts';
import { personas as personaCatalogue } from '../../generated/catalog/personas.ts';

const doc = loadBundled();
const ops = new Map(operations(doc).map((o) => [o.operationId, o]));
const validate = validatorFor(doc);

const PERSONAS = [
  'superAdmin',
  'analyzer',
  'ssoAdmin',
  'restrictedAdmin',
  'readOnly',
  'haSecondary',
  'maskedAdmin',
  'cloudUser',
  'passwordExpired',
  'defaultPassword',
  'noAdomChange',
  'singleAdom',
] as const;

describe('the persona catalogue (specs/catalog/personas.json)', () => {
  const allExamples = new Set(
    [...ops.values()].flatMap((o) => o.responses.flatMap(([, media]) => media.flatMap((m) => m.examples.map(([name]) => name)))),
  );
  it('offers the shell personas, in order', () => {
    expect(personaCatalogue.groups.find((g) => g.key === 'administrators')?.personas.map((p) => p.name)).toEqual([...PERSONAS]);
  });
  it.each(personaCatalogue.groups.flatMap((g) => g.personas.map((p) => [p.name] as const)))('%s is a named example of the API description', (name) => {
    expect(allExamples.has(name)).toBe(true);
  });
});

/** Named examples of an operation's success answer. */
function examples(operationId: string): Map<string, unknown> {
  const o = ops.get(operationId);
  if (!o) throw new Error(`${operationId} is not in the spec`);
  const success = o.responses.find(([code]) => code.startsWith('2'))!;
  return new Map(success[1][0].examples.map(([name, ex]) => [name, ex.value]));
}
/** What the mock answers for a persona: its own example, or the operation's first one. */
function answerFor(operationId: string, persona: string): JsonObject {
  const ex = examples(operationId);
  return (ex.get(persona) ?? [...ex.values()][0]) as JsonObject;
}
const config = (p: string) => answerFor('getSysConfig', p) as JsonObject & {
  username: string;
  variant: string;
  adom: { can_change: boolean; default: string };
  user_profile: JsonObject & { super_user_profile: boolean; data_mask: boolean; permissions: Record<string, string> };
  features: JsonObject;
  sso: JsonObject;
};

describe('signed-in administrators (personas)', () => {
  it('the system configuration has every persona, the super admin first (the default answer)', () => {
    const names = [...examples('getSysConfig').keys()];
    expect(names[0]).toBe('superAdmin');
    expect(names).toEqual(expect.arrayContaining([...PERSONAS]));
  });

  it.each(PERSONAS)('%s: has completed the startup wizard', (p) => {
    expect(config(p).startup_complete).toBe(true);
  });

  it('each persona is the administrator its name says', () => {
    expect(config('superAdmin').user_profile.super_user_profile).toBe(true);
    expect(config('analyzer').variant).toBe('analyzer');
    expect(config('ssoAdmin').sso).toMatchObject({ signed_in_by_sso: true });
    expect(config('ssoAdmin').sso.sp_mode || config('ssoAdmin').sso.idp_mode).toBe(true);
    expect(config('restrictedAdmin')).toMatchObject({ restricted_admin: true, user_profile: { super_user_profile: false } });
    expect(Object.values(config('readOnly').user_profile.permissions).every((v) => v === 'read')).toBe(true);
    expect(config('haSecondary').ha_mode).toBe('secondary');
    expect(config('maskedAdmin')).toMatchObject({ user_profile: { data_mask: true }, features: { analyzer: true, privacy_tool: true } });
    expect(config('cloudUser')).toMatchObject({ have_ftnt_cloud: true, user_type: 'cloud' });
    expect(config('passwordExpired').need_change_password).toBe(1);
    expect(config('defaultPassword').admin_has_default_pwd).toBe(true);
    expect(config('noAdomChange').adom.can_change).toBe(false);
  });

  it.each(PERSONAS)('%s: sign-in, product identity and ADOMs agree with the system configuration', (p) => {
    const c = config(p);
    expect(answerFor('signIn', p).username).toBe(c.username);
    expect(answerFor('getSysInfo', p).variant).toBe(c.variant);
    const adoms = answerFor('listAdoms', p) as unknown as { name: string; lock: { state: string; by?: string } }[];
    expect(adoms.map((a) => a.name)).toContain(c.adom.default);
    expect(answerFor('getCurrentAdom', p).name).toBe(c.adom.default);
    for (const a of adoms) {
      // a lock is "mine" exactly when this administrator holds it
      if (a.lock.state === 'locked_by_me') expect(a.lock.by).toBe(c.username);
      if (a.lock.state === 'locked_by_other') expect(a.lock.by).not.toBe(c.username);
    }
    const lock = answerFor('lockAdom', p);
    if (c.user_profile.permissions.adom_lock === 'read-write') expect(lock.by).toBe(c.username);
  });

  it('the single-ADOM administrator has exactly one ADOM, the super admin several in every lock state', () => {
    expect(answerFor('listAdoms', 'singleAdom')).toHaveLength(1);
    const adoms = answerFor('listAdoms', 'superAdmin') as unknown as { lock: { state: string; lock_type: string } }[];
    expect(adoms.length).toBeGreaterThan(3);
    expect(new Set(adoms.map((a) => a.lock.state))).toEqual(new Set(['unlocked', 'locked_by_me', 'locked_by_other']));
    expect(adoms.some((a) => a.lock.lock_type === 'ips')).toBe(true);
  });
});

describe('shell scenarios the screens rely on', () => {
  it('notifications cover every group and every severity, and point at known ADOMs', () => {
    const list = answerFor('listNotifications', 'superAdmin') as unknown as { group: string; severity: string; adomOid: number | null }[];
    const schema = doc.components as { schemas: Record<string, { properties: Record<string, { enum: string[] }> }> };
    const { group, severity } = schema.schemas.Notification.properties;
    expect(new Set(list.map((n) => n.group))).toEqual(new Set(group.enum));
    expect(new Set(list.map((n) => n.severity))).toEqual(new Set(severity.enum));
    const oids = new Set((answerFor('listAdoms', 'superAdmin') as unknown as { oid: number }[]).map((a) => a.oid));
    for (const n of list) if (n.adomOid !== null) expect(oids.has(n.adomOid)).toBe(true);
  });

  it('a task is running part-way', () => {
    const tasks = answerFor('listTasks', 'superAdmin') as unknown as { state: string; percent: number }[];
    expect(tasks.some((t) => t.state === 'running' && t.percent > 0 && t.percent < 100)).toBe(true);
  });

  it.each([
    ['getSecurityCheck', ['certified', 'nonGaCertified', 'notCertified']],
    ['getSessionStatus', ['active', 'timeoutWarning']],
    ['getLogRebuildStatus', ['none', 'adom', 'logStorageUpgrade', 'sqlRebuild', 'completed']],
    ['getPostgresUpgradeStatus', ['none', 'upgrading', 'completed']],
    ['getHelpUrl', ['url', 'missing']],
    ['listDirtyItems', ['clean', 'dirty']],
    ['getVmLicenseStatus', ['valid', 'expired', 'mgmtIpMismatch', 'duplicate']],
  ] as const)('%s has the scenarios %j, the everyday one first', (operationId, names) => {
    const got = [...examples(operationId).keys()];
    expect(got[0]).toBe(names[0]);
    expect(got).toEqual(expect.arrayContaining([...names]));
  });

  it('security check codes: 0 certified, 1 non-GA certified, 2 not certified', () => {
    const ex = examples('getSecurityCheck');
    expect([ex.get('certified'), ex.get('nonGaCertified'), ex.get('notCertified')].map((v) => (v as { code: number }).code)).toEqual([0, 1, 2]);
  });

  it('the log rebuild scenarios go through every phase', () => {
    const phases = [...examples('getLogRebuildStatus').values()].map((v) => (v as { phase: string }).phase);
    expect(new Set(phases)).toEqual(new Set(['none', 'adom', 'log_storage_upgrade', 'sql_rebuild', 'completed']));
  });

  it('the dirty workspace has an item of every type; the clean one none', () => {
    expect(examples('listDirtyItems').get('clean')).toEqual([]);
    const types = (examples('listDirtyItems').get('dirty') as { type: string }[]).map((i) => i.type);
    expect(new Set(types)).toEqual(new Set(['device', 'object_category', 'adom', 'policy_package']));
  });

  it('a refused password change reports the fields newpasswd, oldpasswd and user', () => {
    const o = ops.get('changePassword')!;
    const refused = o.responses.find(([code]) => code === '400')![1][0];
    const first = refused.examples[0][1].value as { message: string; fields: Record<string, string> };
    expect(Object.keys(first.fields).sort()).toEqual(['newpasswd', 'oldpasswd', 'user']);
    expect(first.message.length).toBeGreaterThan(0);
    expect(validate(refused.schema!, first)).toBeNull();
  });

  it('the session timeout warning counts down from 60 seconds', () => {
    expect(examples('getSessionStatus').get('timeoutWarning')).toEqual({ state: 'warning', remaining: 60 });
  });
});
