/**
 * Every rule of the mock appliance, by operationId. An operation without a rule is answered by the Prism mock from
 * its examples. Each group keeps one part of the appliance (see docs/mock-appliance.md for the table of what each
 * change shows in which read).
 */
import type { Rules } from '../call.ts';
import { adomRules } from './adoms.ts';
import { deviceRules } from './devices.ts';
import { firmwareTemplateRules } from './firmware-templates.ts';
import { forticloudRules } from './forticloud.ts';
import { fortiguardRules } from './fortiguard.ts';
import { licenceRules } from './licences.ts';
import { objectRules } from './objects.ts';
import { profileRules } from './profile.ts';
import { socRules } from './soc.ts';
import { startupRules } from './startup.ts';
import { systemRules } from './system.ts';
import { taskRules } from './tasks.ts';

export const rules: Rules = {
  ...adomRules,
  ...deviceRules,
  ...firmwareTemplateRules,
  ...forticloudRules,
  ...licenceRules,
  ...objectRules,
  ...profileRules,
  ...socRules,
  ...startupRules,
  ...systemRules,
  ...taskRules,
  // after the startup's: its uploadUmPackage takes package files and hands entitlement files on to the startup's
  ...fortiguardRules,
};
