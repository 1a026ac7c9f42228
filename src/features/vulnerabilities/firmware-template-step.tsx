import type { FirmwareTemplate } from './logic/index.ts';

export interface FirmwareTemplateStepProps {
  formId: string;
  value: FirmwareTemplate;
  onChange: (template: FirmwareTemplate) => void;
  onSubmit: (template: FirmwareTemplate) => void;
}

// placeholder until the firmware template form is generated
export default function FirmwareTemplateStep({ formId, value, onSubmit }: FirmwareTemplateStepProps) {
  return (
    <form
      id={formId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(value);
      }}
    >
      {value.name}
    </form>
  );
}
