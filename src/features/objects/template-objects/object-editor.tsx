import { useState } from 'react';
import { App, Button, Modal } from 'antd';
import { ApiError } from '@/lib/api/errors.ts';
import { failureText } from '@/lib/format/failure.ts';
import { SchemaForm, type FormModule } from '@/lib/forms/schema-form.tsx';
import type { ObjectKindDef } from './catalog.ts';
import type { ConfigObject } from './logic.ts';
import { msg } from './text.ts';

export type EditorMode = 'create' | 'edit' | 'clone';

export interface ObjectEditorProps {
  kind: ObjectKindDef;
  form: FormModule;
  mode: EditorMode;
  initial: ConfigObject;
  /** saves the object; a rejection keeps the dialog open with what was typed */
  onSave: (obj: ConfigObject) => Promise<void>;
  onClose: () => void;
}

const TITLE = { create: 'objects.newTitle', edit: 'objects.editTitle', clone: 'objects.cloneTitle' } as const;

/**
 * The create, edit and clone dialog of one object: the kind's generated form with its rules and messages; the
 * appliance's field errors shown on their fields; nothing typed is lost when a save fails.
 */
export function ObjectEditor({ kind, form, mode, initial, onSave, onClose }: ObjectEditorProps) {
  const { message, modal } = App.useApp();
  const [data, setData] = useState<ConfigObject>(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [saving, setSaving] = useState(false);
  const formId = `object-form-${kind.key}`;
  const dirty = JSON.stringify(data) !== JSON.stringify(initial);

  async function submit(obj: ConfigObject) {
    setSaving(true);
    setServerErrors(undefined);
    try {
      await onSave(obj);
      void message.success(msg(mode === 'edit' ? 'objects.updated' : 'objects.created', kind.label));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setServerErrors(error.fields);
      void message.error(failureText(error, 'objects.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    if (!dirty) return onClose();
    modal.confirm({
      title: msg('objects.unsavedTitle'),
      content: msg('objects.unsavedText'),
      okText: msg('objects.discard'),
      cancelText: msg('objects.keepEditing'),
      onOk: onClose,
    });
  }

  return (
    <Modal
      open
      title={msg(TITLE[mode], kind.label)}
      onCancel={cancel}
      width={640}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={cancel}>
          {msg('objects.cancel')}
        </Button>,
        <Button key="ok" type="primary" htmlType="submit" form={formId} loading={saving}>
          {msg('objects.save')}
        </Button>,
      ]}
    >
      <SchemaForm<ConfigObject>
        id={formId}
        form={form}
        formData={data}
        onChange={(d) => {
          setData(d);
          if (serverErrors) setServerErrors(undefined);
        }}
        onSubmit={(d) => void submit(d)}
        serverErrors={serverErrors}
        disabled={saving}
      />
    </Modal>
  );
}
