import { msg, type MessageKey } from './text.ts';
import type { StartupStep } from './logic/steps.ts';

const LABEL_KEYS: Record<StartupStep, MessageKey> = {
  WELCOME: 'startup.stepWelcome',
  SSO: 'startup.stepSso',
  HOSTNAME: 'startup.stepHostname',
  PASSWORD: 'startup.stepPassword',
  FIRMWARE: 'startup.stepFirmware',
  BACKUP: 'startup.stepBackup',
  FINISH: 'startup.stepFinish',
};

/** The name of a step, as the step list and its heading show it. */
export function stepLabel(step: StartupStep): string {
  return msg(LABEL_KEYS[step]);
}
