import { useMemo, useState } from 'react';
import { Button, Modal } from 'antd';
import type { UiSchema } from '@rjsf/utils';
import * as templateForm from '@generated/forms/firmware-template.ts';
import type { FirmwareTemplateFormData } from '@generated/forms/firmware-template.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { msg } from './text.ts';

const FORM_ID = 'dvm-firmware-template-form';

export interface TemplateFormDialogProps {
  mode: 'create' | 'edit';
  initial: FirmwareTemplateFormData;
  /** field errors of the last refused save, by form field */
  serverErrors?: Record<string, string>;
  saving: boolean;
  onSave: (data: FirmwareTemplateFormData) => void;
  onCancel: () => void;
}

const baseArrayUi = (templateForm.uiSchema as UiSchema)['enforced version'] as UiSchema;

/**
 * Here the administrator writes the versions (platform and version) rather than taking them from vulnerable devices,
 * so rows may be added and the platform typed; an existing template keeps its name (the update call names it).
 */
function overrides(mode: 'create' | 'edit'): UiSchema {
  return {
    ...(mode === 'edit' ? { name: { 'ui:disabled': true } } : {}),
    'enforced version': {
      'ui:options': { addable: true, removable: true, orderable: false },
      items: { ...(baseArrayUi.items as UiSchema), platform: {} },
    },
  };
}

/** Create New and Edit of a firmware template: the generated form with the spec's rules, server errors on their fields. */
export default function TemplateFormDialog({ mode, initial, serverErrors, saving, onSave, onCancel }: TemplateFormDialogProps) {
  const [data, setData] = useState(initial);
  const ui = useMemo(() => overrides(mode), [mode]);
  return (
    <Modal
      open
      title={mode === 'create' ? msg('dvm.tpl.createTitle') : `${msg('dvm.tpl.editTitle')} ${initial.name}`}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={saving}>
          {msg('dvm.tpl.cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={FORM_ID} loading={saving}>
          {msg('dvm.tpl.save')}
        </Button>,
      ]}
    >
      <SchemaForm<FirmwareTemplateFormData>
        id={FORM_ID}
        form={templateForm}
        formData={data}
        onChange={setData}
        onSubmit={onSave}
        serverErrors={serverErrors}
        disabled={saving}
        uiOverrides={ui}
      />
    </Modal>
  );
}
