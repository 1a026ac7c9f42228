import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { Button, Modal, Select, Typography } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { constants } from '@generated/catalog/constants.ts';
import * as newViewForm from '@generated/forms/new-custom-view.ts';
import * as renameForm from '@generated/forms/rename-custom-view.ts';
import type { RenameCustomViewFormData } from '@generated/forms/rename-custom-view.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { whileAppLoads } from '@/lib/ui/app-loading.ts';
import { msg } from './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { listCustomViews, useCreateCustomView, useDeleteCustomView, useRenameCustomView } from '@/lib/api/endpoints/customview.gen.ts';
import { createRequest, type CustomView, type CustomViewCreate, type NewViewForm } from './logic/lifecycle.ts';

/** Every custom-view modal has the same body height. */
const MODAL_BODY = { body: { height: constants.customViews.dialogBodyHeightPx, overflowY: 'auto' as const } };

/** A failed create or rename, as the text on the Name field: the server's text for the field, or its detail. */
function nameFieldError(error: unknown, fallback: 'customView.createFailed' | 'customView.renameFailed'): string {
  if (error instanceof ApiError && error.fields.name) return error.fields.name;
  return errorMessage(error, fallback, true);
}

/** The templates New Custom View offers, for its template field. */
const TemplatesContext = createContext<readonly CustomView[]>([]);

/**
 * The template field of New Custom View: a picker of the templates, each as '<name> [<ADOM name>]'. One component
 * for the form's life (the templates come through context), so a list read again does not redraw the open picker
 * under the pointer.
 */
function TemplatePicker({ id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors, required }: WidgetProps) {
  const templates = useContext(TemplatesContext);
  const options = useMemo(() => templates.map((t) => ({ value: t.uuid, label: msg('customView.templateOption', t.name, t.adomName) })), [templates]);
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(v) => onChange(v)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      disabled={disabled || readonly}
      status={rawErrors?.length ? 'error' : undefined}
      aria-required={required}
      placeholder={msg('customView.templatePlaceholder')}
      notFoundContent={msg('customView.noTemplates')}
      options={options}
      style={{ width: '100%' }}
    />
  );
}

const TEMPLATE_UI = { template: { 'ui:widget': TemplatePicker } };

export interface NewCustomViewModalProps {
  open: boolean;
  onClose: () => void;
  adom: string;
  templates: readonly CustomView[];
  /** the view was created (and the list fetched again): go to it */
  onCreated: (uuid: string) => void;
}

const NEW_FORM_ID = 'new-custom-view-form';

/**
 * New Custom View: a name, then Blank (with a sub-type) or From Template (a template must be chosen). Nothing is
 * sent with an empty name; the submit button shows the call running; a refused name shows on the Name field.
 */
export function NewCustomViewModal({ open, onClose, adom, templates, onCreated }: NewCustomViewModalProps) {
  const create = useCreateCustomView({ toInit: (body: CustomViewCreate) => ({ params: { path: { adom } }, body }) });
  const [data, setData] = useState<NewViewForm>({ createFrom: 'blank', subType: 'generic' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | undefined>();
  const form = newViewForm;

  async function submit(value: NewViewForm) {
    const request = createRequest(value, templates);
    if (!request) return;
    setFieldErrors(undefined);
    try {
      const { uuid } = await whileAppLoads(create.mutateAsync(request));
      onCreated(uuid);
    } catch (error) {
      setFieldErrors({ name: nameFieldError(error, 'customView.createFailed') });
    }
  }

  return (
    <Modal
      open={open}
      title={msg('customView.new')}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => {
        setData({ createFrom: 'blank', subType: 'generic' });
        setFieldErrors(undefined);
      }}
      styles={MODAL_BODY}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {msg('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" htmlType="submit" form={NEW_FORM_ID} loading={create.isPending}>
          {msg('common.ok')}
        </Button>,
      ]}
    >
      <TemplatesContext.Provider value={templates}>
        <SchemaForm<NewViewForm>
          id={NEW_FORM_ID}
          form={form}
          formData={data}
          onChange={(next) => {
            setFieldErrors(undefined);
            setData(next);
          }}
          onSubmit={(value) => void submit(value)}
          serverErrors={fieldErrors}
          disabled={create.isPending}
          uiOverrides={TEMPLATE_UI}
        />
      </TemplatesContext.Provider>
    </Modal>
  );
}

export interface RenameCustomViewModalProps {
  open: boolean;
  onClose: () => void;
  adom: string;
  view: CustomView;
  /** renamed: back to the dashboard's path */
  onRenamed: () => void;
}

const RENAME_FORM_ID = 'rename-custom-view-form';

/** Rename Custom View: the new name; a refused name shows on the Name field. */
export function RenameCustomViewModal({ open, onClose, adom, view, onRenamed }: RenameCustomViewModalProps) {
  const rename = useRenameCustomView({
    toInit: ({ dashId, name }: { dashId: string; name: string }) => ({ params: { path: { adom, dashId } }, body: { name } }),
  });
  const [data, setData] = useState<Partial<RenameCustomViewFormData>>({ name: view.name });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | undefined>();
  // each opening starts from the view's current name
  useEffect(() => {
    if (open) setData({ name: view.name });
  }, [open, view.name]);

  async function submit(value: Partial<RenameCustomViewFormData>) {
    const name = value.name?.trim();
    if (!name) return;
    setFieldErrors(undefined);
    try {
      await rename.mutateAsync({ dashId: view.uuid, name });
      onRenamed();
    } catch (error) {
      setFieldErrors({ name: nameFieldError(error, 'customView.renameFailed') });
    }
  }

  return (
    <Modal
      open={open}
      title={msg('customView.renameTitle')}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setFieldErrors(undefined)}
      styles={MODAL_BODY}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {msg('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" htmlType="submit" form={RENAME_FORM_ID} loading={rename.isPending}>
          {msg('common.ok')}
        </Button>,
      ]}
    >
      <SchemaForm<Partial<RenameCustomViewFormData>>
        id={RENAME_FORM_ID}
        form={renameForm}
        formData={data}
        onChange={(next) => {
          setFieldErrors(undefined);
          setData(next);
        }}
        onSubmit={(value) => void submit(value)}
        serverErrors={fieldErrors}
        disabled={rename.isPending}
      />
    </Modal>
  );
}

export interface DeleteCustomViewModalProps {
  open: boolean;
  onClose: () => void;
  adom: string;
  view: CustomView;
  /** deleted: go on to the next place */
  onDeleted: () => void;
}

/** Confirm Deletion; a failed delete is ignored silently (the modal closes, the view stays). */
export function DeleteCustomViewModal({ open, onClose, adom, view, onDeleted }: DeleteCustomViewModalProps) {
  const client = useQueryClient();
  const remove = useDeleteCustomView({
    toInit: (dashId: string) => ({ params: { path: { adom, dashId } } }),
    // a failed delete is not shown: the list is read again so that it shows what is left
    onError: () => client.invalidateQueries({ queryKey: endpointKey(listCustomViews) }),
  });
  async function confirm() {
    try {
      await remove.mutateAsync(view.uuid);
    } catch {
      onClose();
      return;
    }
    onDeleted();
  }
  return (
    <Modal
      open={open}
      title={msg('customView.confirmDeletionTitle')}
      onCancel={onClose}
      styles={MODAL_BODY}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {msg('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" danger loading={remove.isPending} onClick={() => void confirm()}>
          {msg('common.ok')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{msg('customView.confirmDeletion')}</Typography.Paragraph>
    </Modal>
  );
}
