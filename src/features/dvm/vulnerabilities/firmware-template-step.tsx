import { useEffect } from 'react';
import * as templateForm from '@generated/forms/firmware-template.ts';
import type { FirmwareTemplateFormData } from '@generated/forms/firmware-template.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';

export interface FirmwareTemplateStepProps {
  /** id of the form, so the wizard's Next button (outside it) submits it */
  formId: string;
  value: FirmwareTemplateFormData;
  onChange: (data: FirmwareTemplateFormData) => void;
  /** called with valid data only; invalid data shows its messages on the fields */
  onSubmit: (data: FirmwareTemplateFormData) => void;
  disabled?: boolean;
  /** told true once the form is on screen (its chunk has loaded) and false when it goes */
  onReady?: (ready: boolean) => void;
}

/** The Firmware Template step: the generated form, loaded with the wizard's step rather than the first chunk. */
export default function FirmwareTemplateStep({ formId, value, onChange, onSubmit, disabled, onReady }: FirmwareTemplateStepProps) {
  useEffect(() => {
    onReady?.(true);
    return () => onReady?.(false);
  }, [onReady]);
  return (
    <SchemaForm<FirmwareTemplateFormData>
      id={formId}
      form={templateForm}
      formData={value}
      onChange={onChange}
      onSubmit={onSubmit}
      disabled={disabled}
    />
  );
}
