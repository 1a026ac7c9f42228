/**
 * Every rule of the mock appliance, by operationId. An operation without a rule is answered by the Prism mock from
 * its examples. Each group keeps one part of the appliance (see docs/mock-appliance.md for the table of what each
 * change shows in which read).
 */
import type { Rules } from '../call.ts';
import { profileRules } from './profile.ts';
import { taskRules } from './tasks.ts';

export const rules: Rules = {
  ...profileRules,
  ...taskRules,
};
