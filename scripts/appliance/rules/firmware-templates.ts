/**
 * Firmware templates (fwmprof) of each ADOM: what Firmware Templates (Create New, Edit, Delete) and the Setup Upgrade
 * wizard save is kept, and listed by listFirmwareTemplates (Device Manager → Firmware Templates and the wizard's
 * picker read the same list).
 *
 * A device follows one template at a time ('This device is already assigned to the template %s. Assigning it now
 * will remove it from template %s'): a template added or saved with a device takes it out of every other template of
 * the ADOM. A deleted template's devices belong to no template afterwards. While another administrator holds the
 * ADOM locked, its templates are not changed ('Object is locked by another administrator: fwmprof.').
 */
import { Refusal, type Answer, type Call, type Rules } from '../call.ts';
import { adomLock } from './adoms.ts';

export type FirmwareTemplate = Answer<'listFirmwareTemplates'>[number];

const keyOf = (adom: string) => `firmwareTemplates:${adom}`;

const NAME_EXISTS = 'Template name already exists.';
const NOT_FOUND = { code: -3, message: 'Object does not exist.' };
const LOCKED = { code: -6, message: 'Object is locked by another administrator: fwmprof.' };

/** The ADOM's templates as kept (seeded from the ADOM's example). */
export function firmwareTemplatesOf(call: Call, adom: string): Promise<FirmwareTemplate[]> {
  return call.doc<FirmwareTemplate[]>(keyOf(adom), () => call.example({ op: 'listFirmwareTemplates', path: { adom } }));
}

/** The other templates without the devices `saved` holds (a device leaves the template it was assigned to). */
function release(templates: FirmwareTemplate[], saved: FirmwareTemplate): FirmwareTemplate[] {
  const taken = new Set(saved['scope member'].map((m) => m.name));
  return templates.map((t) => (t.name === saved.name ? t : { ...t, 'scope member': t['scope member'].filter((m) => !taken.has(m.name)) }));
}

/** A change of the ADOM's templates, unless another administrator holds the ADOM locked. */
async function mayChange(call: Call, adom: string): Promise<void> {
  if ((await adomLock(call, adom))?.state === 'locked_by_other') throw new Refusal(500, LOCKED);
}

function refuseName(): never {
  throw new Refusal(400, { code: -2, message: NAME_EXISTS, fields: { name: NAME_EXISTS } });
}

export const firmwareTemplateRules: Rules = {
  async listFirmwareTemplates(call) {
    return call.ok(await firmwareTemplatesOf(call, call.path.adom));
  },

  async addFirmwareTemplate(call) {
    const adom = call.path.adom;
    await mayChange(call, adom);
    const templates = await firmwareTemplatesOf(call, adom);
    const template = call.body;
    if (templates.some((t) => t.name === template.name)) refuseName();
    call.set(keyOf(adom), release([...templates, template], template));
    return call.ok(template);
  },

  async updateFirmwareTemplate(call) {
    const adom = call.path.adom;
    await mayChange(call, adom);
    const templates = await firmwareTemplatesOf(call, adom);
    const at = templates.findIndex((t) => t.name === call.path.template);
    if (at < 0) throw new Refusal(404, NOT_FOUND);
    const template = call.body;
    // saved under another name: that name must be free
    if (template.name !== call.path.template && templates.some((t) => t.name === template.name)) refuseName();
    const next = templates.map((t, i) => (i === at ? template : t));
    call.set(keyOf(adom), release(next, template));
    return call.ok(template);
  },

  async deleteFirmwareTemplate(call) {
    const adom = call.path.adom;
    await mayChange(call, adom);
    const templates = await firmwareTemplatesOf(call, adom);
    if (!templates.some((t) => t.name === call.path.template)) throw new Refusal(404, NOT_FOUND);
    call.set(
      keyOf(adom),
      templates.filter((t) => t.name !== call.path.template),
    );
    return call.ok({ code: 0 });
  },
};
