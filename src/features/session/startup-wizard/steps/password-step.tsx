import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { wizardForms } from '../forms.tsx';
import type { StartupPasswordFormData } from '@generated/forms/startup-password.ts';
import { constants } from '@generated/catalog/constants.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { msg } from '../text.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { useChangeStartupPassword } from '../api.ts';
import { BusyButton, StepFrame } from '../step-frame.tsx';
import { stepLabel } from '../step-labels.ts';
import { NO_AUTOFOCUS } from './form-overrides.ts';

export interface PasswordStepProps {
  username: string;
  /** the appliance demands the change: no Later */
  required: boolean;
  value: Partial<StartupPasswordFormData>;
  onChange: (value: Partial<StartupPasswordFormData>) => void;
  onDone: () => void;
  onLater: () => void;
  onBack: () => void;
}

const FORM_ID = 'startup-password-form';

/** Change Your Password: replaces the default password of the signed-in admin; Later leaves it for later. */
export function PasswordStep({ username, required, value, onChange, onDone, onLater, onBack }: PasswordStepProps) {
  const change = useChangeStartupPassword();
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | undefined>();
  const [confirmShort, setConfirmShort] = useState(false);

  function submit(data: Partial<StartupPasswordFormData>) {
    if ((data.newPassword ?? '').length < constants.password.minLengthWarning) setConfirmShort(true);
    else void save(data.newPassword ?? '');
  }

  async function save(newPassword: string) {
    setErrors([]);
    setFieldErrors(undefined);
    try {
      await change.mutateAsync({ username, newPassword });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const { newpasswd, oldpasswd, user } = err.fields;
        if (newpasswd) setFieldErrors({ newPassword: newpasswd });
        // the server's own text, then what it said about the account
        setErrors([err.detail, user, oldpasswd].filter((t): t is string => !!t));
      } else setErrors([errorMessage(err, 'startup.passwordFailed')]);
      return;
    }
    onDone();
  }

  return (
    <StepFrame
      title={stepLabel('PASSWORD')}
      intro={msg(required ? 'startup.passwordRequiredIntro' : 'startup.passwordIntro', username)}
      onBack={onBack}
      busy={change.isPending}
      actions={
        <>
          {!required && (
            <Button onClick={onLater} disabled={change.isPending}>
              {msg('common.later')}
            </Button>
          )}
          <BusyButton type="primary" htmlType="submit" form={FORM_ID} busy={change.isPending}>
            {msg('common.next')}
          </BusyButton>
        </>
      }
    >
      <SchemaForm<Partial<StartupPasswordFormData>>
        id={FORM_ID}
        form={wizardForms.startupPassword}
        formData={value}
        onChange={(next) => {
          setFieldErrors(undefined);
          onChange(next);
        }}
        onSubmit={submit}
        serverErrors={fieldErrors}
        disabled={change.isPending}
        uiOverrides={NO_AUTOFOCUS.password}
      />
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errors[0]}
          description={errors.length > 1 ? errors.slice(1).join(' ') : undefined}
        />
      )}
      <Modal
        open={confirmShort}
        title={msg('password.shortConfirmTitle')}
        okText={msg('startup.shortPasswordContinue')}
        cancelText={msg('common.cancel')}
        onOk={() => {
          setConfirmShort(false);
          void save(value.newPassword ?? '');
        }}
        onCancel={() => setConfirmShort(false)}
        destroyOnHidden
      >
        {msg('password.shortConfirm')}
      </Modal>
    </StepFrame>
  );
}
