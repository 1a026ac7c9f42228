import { useId, useMemo, useState } from 'react';
import { Alert, Button, Modal, Select, Typography } from 'antd';
import type { UiSchema } from '@rjsf/utils';
import * as templateForm from '@generated/forms/firmware-template.ts';
import type { FirmwareTemplateFormData } from '@generated/forms/firmware-template.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import type { AssignableDevice } from './logic/assignment.ts';
import { msg } from './text.ts';

const FORM_ID = 'dvm-firmware-template-form';

export interface TemplateFormDialogProps {
  mode: 'create' | 'edit';
  initial: FirmwareTemplateFormData;
  /** field errors of the last refused save, by form field */
  serverErrors?: Record<string, string>;
  saving: boolean;
  /** the names of the devices the template holds when the dialog opens */
  initialDevices: readonly string[];
  /** the devices that may be chosen; none while they load or when they could not be read */
  devices: { rows: readonly AssignableDevice[]; loading: boolean; failed: boolean };
  onSave: (data: FirmwareTemplateFormData, devices: string[]) => void;
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

/**
 * Create New and Edit of a firmware template: the generated form with the spec's rules, server errors on their fields,
 * and the devices the template holds (choosing a device another template holds moves it here).
 */
export default function TemplateFormDialog({ mode, initial, serverErrors, saving, initialDevices, devices, onSave, onCancel }: TemplateFormDialogProps) {
  const [data, setData] = useState(initial);
  const [chosen, setChosen] = useState<string[]>(() => [...initialDevices]);
  const ui = useMemo(() => overrides(mode), [mode]);
  const devicesId = useId();
  const helpId = `${devicesId}-help`;
  const options = useMemo(
    () =>
      devices.rows.map((d) => {
        const label = d.platform ? msg('dvm.tpl.deviceOption', d.name, d.platform) : d.name;
        return { value: d.name, label: d.heldBy ? msg('dvm.tpl.heldBy', label, d.heldBy) : label };
      }),
    [devices.rows],
  );
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
        onSubmit={(submitted) => onSave(submitted, chosen)}
        serverErrors={serverErrors}
        disabled={saving}
        uiOverrides={ui}
      />
      <div className="dvm-tpl-devices">
        <label htmlFor={devicesId}>{msg('dvm.tpl.devices')}</label>
        {devices.failed ? (
          <Alert type="warning" showIcon title={msg('dvm.tpl.devicesFailed')} />
        ) : (
          <Select
            id={devicesId}
            mode="multiple"
            aria-describedby={helpId}
            style={{ width: '100%' }}
            loading={devices.loading}
            disabled={saving || devices.loading}
            placeholder={msg('dvm.tpl.assignPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            maxTagCount="responsive"
            value={chosen}
            options={options}
            onChange={(names: string[]) => setChosen(names)}
          />
        )}
        <Typography.Text id={helpId} type="secondary">
          {msg('dvm.tpl.assignHelp')}
        </Typography.Text>
      </div>
    </Modal>
  );
}
