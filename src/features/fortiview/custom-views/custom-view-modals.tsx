import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { Button, Input, Modal, Select, Typography } from 'antd';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
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

/**
 * The Name field of New Custom View and Rename Custom View: a name is required, yet an empty one only means nothing
 * happens, so the field never says so; the appliance's limit on a name (the form schema's maxLength) is held by the
 * input itself, which takes no more, so no message is needed for it either.
 */
function NameInput({ id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors, required, autofocus, schema, options }: WidgetProps) {
  return (
    <Input
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      disabled={disabled || readonly}
      maxLength={schema.maxLength}
      autoFocus={autofocus}
      autoComplete="off"
      aria-required={required}
      aria-describedby={ariaDescribedByIds(id)}
      status={rawErrors?.length ? 'error' : undefined}
    />
  );
}

const NAME_UI = { name: { 'ui:widget': NameInput } };
const NEW_VIEW_UI = { ...NAME_UI, template: { 'ui:widget': TemplatePicker } };

export interface NewCustomViewModalProps {
  open: boolean;
  onClose: () => void;
  adom: string;
  templates: readonly CustomView[];
  /** the view was created (and the list fetched again): go to it */
  onCreated: (uuid: string) => void;
}

const NEW_FORM_ID = 'new-custom-view-form';
const NEW_VIEW_START: NewViewForm = { name: '', createFrom: 'blank', subType: 'generic' };

/**
 * New Custom View: a name, then Blank (with a sub-type) or From Template (a template must be chosen: 'Please choose
 * a template.'). An empty name does nothing and says nothing; the submit button shows the call running; a refused
 * name shows on the Name field.
 */
export function NewCustomViewModal({ open, onClose, adom, templates, onCreated }: NewCustomViewModalProps) {
  const create = useCreateCustomView({ toInit: (body: CustomViewCreate) => ({ params: { path: { adom } }, body }) });
  const [data, setData] = useState<NewViewForm>(NEW_VIEW_START);
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
        setData(NEW_VIEW_START);
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
          uiOverrides={NEW_VIEW_UI}
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
  /** the dialog is gone (closed, cancelled or done) */
  afterClose?: () => void;
}

const RENAME_FORM_ID = 'rename-custom-view-form';

/** Rename Custom View: the new name (an empty one does nothing and says nothing); a refused name shows on the Name field. */
export function RenameCustomViewModal({ open, onClose, adom, view, onRenamed, afterClose }: RenameCustomViewModalProps) {
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
      afterClose={() => {
        setFieldErrors(undefined);
        afterClose?.();
      }}
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
        uiOverrides={NAME_UI}
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
  /** the dialog is gone (closed, cancelled or done) */
  afterClose?: () => void;
}

/**
 * Confirm Deletion; a failed delete is ignored silently (the modal closes, the view stays). OK is a plain primary
 * button: white on the dark theme's danger red is 3.4:1, below the 4.5:1 its text needs.
 */
export function DeleteCustomViewModal({ open, onClose, adom, view, onDeleted, afterClose }: DeleteCustomViewModalProps) {
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
      afterClose={afterClose}
      styles={MODAL_BODY}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {msg('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={remove.isPending} onClick={() => void confirm()}>
          {msg('common.ok')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{msg('customView.confirmDeletion')}</Typography.Paragraph>
    </Modal>
  );
}
