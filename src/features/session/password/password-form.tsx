import { useEffect, useRef } from 'react';
import type { UiSchema } from '@rjsf/utils';
import * as passwordChangeForm from '@generated/forms/password-change.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import type { PasswordFormValues } from './password-rules.ts';

const HIDE_OLD: UiSchema = { oldPassword: { 'ui:widget': 'hidden' } };

export interface PasswordFormProps {
  id: string;
  values: PasswordFormValues;
  onChange(values: PasswordFormValues): void;
  onSubmit(values: PasswordFormValues): void;
  serverErrors: Record<string, string>;
  /** the old password is asked only on one's own account */
  showOldPassword: boolean;
  disabled?: boolean;
  /** the form is on screen and can be submitted */
  onReady?(): void;
}

/** The generated password-change form; its own chunk, loaded when the dialog opens. */
export default function PasswordForm({ id, values, onChange, onSubmit, serverErrors, showOldPassword, disabled, onReady }: PasswordFormProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  // the form arrives after the dialog has opened: put the cursor in its first field
  useEffect(() => {
    wrapper.current?.querySelector<HTMLInputElement>('input:not([type="hidden"]):not([disabled])')?.focus();
    onReady?.();
    // once, when the form first shows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={wrapper} className="password-form">
      <SchemaForm<PasswordFormValues>
        id={id}
        form={passwordChangeForm}
        formData={values}
        onChange={onChange}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        uiOverrides={showOldPassword ? undefined : HIDE_OLD}
        disabled={disabled}
      />
    </div>
  );
}
