import type { UiSchema } from '@rjsf/utils';

/**
 * Each step moves the focus to its heading when it opens, so a screen reader announces the step first; a field that
 * grabbed the focus on mount would skip that.
 */
export const NO_AUTOFOCUS: Record<'hostname' | 'password', UiSchema> = {
  hostname: { hostname: { 'ui:autofocus': false } },
  password: { newPassword: { 'ui:autofocus': false } },
};
