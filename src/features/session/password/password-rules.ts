import { constants } from '@generated/catalog/constants.ts';
import { ApiError } from '@/lib/api/errors.ts';

/** Why the dialog opened: forced kinds (expired, non-conforming, forced) cannot be put off or dismissed. */
export type PasswordChangeDialogKind = 'expired' | 'nonConforming' | 'forced' | 'default' | 'voluntary';

/**
 * The form's values, as the generated password-change form holds them (written out because the generated type
 * reads the confirm field's `$data` comparison as its value type).
 */
export interface PasswordFormValues {
  hasDefaultPassword?: true;
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

export interface DialogBehaviour {
  /** the dialog can be dismissed (close icon, Escape, Cancel) */
  closable: boolean;
  /** a Later button puts the change off */
  later: boolean;
}

export function dialogBehaviour(kind: PasswordChangeDialogKind): DialogBehaviour {
  switch (kind) {
    case 'voluntary':
      return { closable: true, later: false };
    case 'default':
      return { closable: false, later: true };
    default:
      return { closable: false, later: false };
  }
}

/**
 * The new password may not be empty when the account still has the default password: the default-password
 * kind, or one's own account flagged by the system configuration.
 */
export function hasDefaultPassword(kind: PasswordChangeDialogKind, ownAccount: boolean, adminHasDefaultPwd: boolean) {
  return kind === 'default' || (ownAccount && adminHasDefaultPwd);
}

/** Initial form values; the default-password flag is present only when set (the form's rule keys on it). */
export function initialValues(defaultPassword: boolean): PasswordFormValues {
  const values: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
  return defaultPassword ? { hasDefaultPassword: true, ...values } : values;
}

/** A short new password is allowed, but only after the user confirms it. */
export function needsShortPasswordConfirm(newPassword: string | undefined): boolean {
  return (newPassword ?? '').length < constants.password.minLengthWarning;
}

/** Body of changePassword: the old password is sent only for one's own account, empty otherwise. */
export function changePasswordBody(username: string, ownAccount: boolean, values: PasswordFormValues) {
  return {
    username,
    old_password: ownAccount ? (values.oldPassword ?? '') : '',
    new_password: values.newPassword ?? '',
  };
}

/** Server field names of a failed password change → the form's fields. */
const SERVER_FIELDS: Record<string, keyof PasswordFormValues> = {
  newpasswd: 'newPassword',
  oldpasswd: 'oldPassword',
};

export interface PasswordChangeFailure {
  /** errors shown under their form fields */
  fields: Partial<Record<keyof PasswordFormValues, string>>;
  /** the user-level (or general) error shown as a danger message; the server's text when it sent one */
  danger: string | null;
}

/**
 * Splits a failed change into field errors (newpasswd, oldpasswd) and the danger message (the user error, else the
 * server's detail when no field error explains the failure, else `fallback`).
 */
export function passwordChangeFailure(error: unknown, fallback: string): PasswordChangeFailure {
  const fields: PasswordChangeFailure['fields'] = {};
  if (!(error instanceof ApiError)) return { fields, danger: fallback };
  for (const [server, text] of Object.entries(error.fields)) {
    const field = SERVER_FIELDS[server];
    if (field && text) fields[field] = text;
  }
  const userError = error.fields.user;
  if (userError) return { fields, danger: userError };
  if (Object.keys(fields).length) return { fields, danger: null };
  return { fields, danger: error.detail ?? fallback };
}
