import type { UiSchema } from '@rjsf/utils';
import { msg } from '../text.ts';
import type { RegistrationChoice } from '@generated/types/entities.ts';
import type { RegistrationFormData } from '@generated/forms/registration.ts';

/** Shown in the password field while an entitlement file replaces the account. */
export const MASKED_PASSWORD = '********';

/**
 * Applies the registration form's dependent fields: a new country clears the reseller (the UI reloads the list);
 * a chosen reseller sets reseller_name to its text.
 */
export function applyRegistrationChange(
  previous: RegistrationFormData,
  next: RegistrationFormData,
  resellers: readonly RegistrationChoice[],
): RegistrationFormData {
  if (next.country !== previous.country) {
    const { reseller_id: _id, reseller_name: _name, ...rest } = next;
    return rest;
  }
  if (next.reseller_id !== previous.reseller_id) {
    const chosen = resellers.find((r) => r.id === next.reseller_id);
    const { reseller_name: _name, ...rest } = next;
    return chosen ? { ...rest, reseller_name: chosen.text } : rest;
  }
  return next;
}

/** Select options for RJSF widgets from a list of choices. */
export function toEnumOptions(choices: readonly RegistrationChoice[]): Array<{ value: string; label: string }> {
  return choices.map((c) => ({ value: c.id, label: c.text }));
}

/**
 * With an entitlement file the password is shown masked. (That account and password are then greyed out comes from
 * the registration schema's if/else and its uiSchema, through the schema form.)
 */
export function registrationUiOverrides(useEntitlement: boolean): UiSchema {
  if (!useEntitlement) return {};
  return { password: { 'ui:placeholder': MASKED_PASSWORD } };
}

/** An empty country list on an unregistered unit means the support servers cannot be reached. */
export function countryListProblem(countries: readonly RegistrationChoice[] | undefined, registered: boolean): string | null {
  if (registered || countries === undefined || countries.length > 0) return null;
  return msg('registration.connectFailed');
}
