import { useState } from 'react';
import { Alert } from 'antd';
import { wizardForms } from '../forms.tsx';
import type { HostnameFormData } from '@generated/forms/hostname.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { msg } from '../text.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { useSetHostname } from '../api.ts';
import { BusyButton, StepFrame } from '../step-frame.tsx';
import { stepLabel } from '../step-labels.ts';
import { NO_AUTOFOCUS } from './form-overrides.ts';

export interface HostnameStepProps {
  value: Partial<HostnameFormData>;
  onChange: (value: Partial<HostnameFormData>) => void;
  onDone: () => void;
  onBack: () => void;
}

const FORM_ID = 'startup-hostname-form';

/** Specify Hostname: the appliance's host name, set through its call. */
export function HostnameStep({ value, onChange, onDone, onBack }: HostnameStepProps) {
  const save = useSetHostname();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | undefined>();

  async function next(data: Partial<HostnameFormData>) {
    setError(null);
    setFieldErrors(undefined);
    try {
      await save.mutateAsync(data.hostname ?? '');
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      if (fields.hostname) setFieldErrors({ hostname: fields.hostname });
      else setError(errorMessage(err, 'startup.hostnameFailed'));
      return;
    }
    onDone();
  }

  return (
    <StepFrame
      title={stepLabel('HOSTNAME')}
      intro={msg('startup.hostnameIntro')}
      onBack={onBack}
      busy={save.isPending}
      actions={
        <BusyButton type="primary" htmlType="submit" form={FORM_ID} busy={save.isPending}>
          {msg('common.next')}
        </BusyButton>
      }
    >
      <SchemaForm<Partial<HostnameFormData>>
        id={FORM_ID}
        form={wizardForms.hostname}
        formData={value}
        onChange={(next) => {
          setFieldErrors(undefined);
          onChange(next);
        }}
        onSubmit={next}
        serverErrors={fieldErrors}
        disabled={save.isPending}
        uiOverrides={NO_AUTOFOCUS.hostname}
      />
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </StepFrame>
  );
}
