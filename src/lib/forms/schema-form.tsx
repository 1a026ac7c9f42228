import './schema-form.css';
import { useMemo, useState, type ReactNode } from 'react';
import Form from '@rjsf/antd';
import { Form as AntForm } from 'antd';
import type CoreForm from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { formValidator, moveRequiredMessages, type FormModule } from './validator.ts';
import { hiddenFields } from './conditional-fields.ts';

export { formValidator, moveRequiredMessages, type FormModule } from './validator.ts';

/** Field errors from the server (`{ field: text }`) as an RJSF error schema. */
export function fieldErrorsToErrorSchema(fields: Record<string, string> | undefined): ErrorSchema | undefined {
  if (!fields || !Object.keys(fields).length) return undefined;
  const out: Record<string, { __errors: string[] }> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = { __errors: [v] };
  return out as ErrorSchema;
}

export interface SchemaFormProps<T> {
  form: FormModule;
  formData: T;
  onChange: (data: T) => void;
  onSubmit: (data: T) => void;
  /** field errors from the server, shown on their fields */
  serverErrors?: Record<string, string>;
  disabled?: boolean;
  /** extra uiSchema merged over the generated one (e.g. disabling fields by state) */
  uiOverrides?: UiSchema;
  /** the form's own buttons; by default none (submit through the ref or a button inside) */
  children?: ReactNode;
  id?: string;
  /** prefix of the fields' ids ('root' by default): two forms on one page need their own */
  idPrefix?: string;
  /** the RJSF form instance, e.g. to validate several forms before one Next */
  ref?: React.Ref<CoreForm<T>>;
}

/**
 * RJSF with the antd theme, the form's precompiled validator and the spec's messages. Validates on submit, then
 * live, so a user sees each message as soon as it matters; what the user typed is never dropped on error.
 */
export function SchemaForm<T>({
  form,
  formData,
  onChange,
  onSubmit,
  serverErrors,
  disabled,
  uiOverrides,
  children,
  id,
  idPrefix,
  ref,
}: SchemaFormProps<T>) {
  const [submitted, setSubmitted] = useState(false);
  const validator = useMemo(() => formValidator(form), [form]);
  // the schema's if/then rules decide which conditional fields show for the data at hand
  const hidden = hiddenFields(form.schema, formData).join('\n');
  const uiSchema = useMemo(
    () => mergeUi(mergeUi(mergeUi(form.uiSchema, inapplicableUi(form.uiSchema, hidden)), disabled ? disabledOptionsUi(form.schema) : undefined), uiOverrides),
    [form.uiSchema, form.schema, hidden, uiOverrides, disabled],
  );
  return (
    // antd's form context only: labels above their fields, no colon, and a required mark that is not part of the
    // field's accessible name
    <AntForm component={false} layout="vertical" colon={false} requiredMark={requiredMark}>
      <Form
        ref={ref as React.Ref<CoreForm>}
        id={id}
        idPrefix={idPrefix}
        className="rjsf schema-form"
        schema={form.schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        onChange={(e) => onChange(e.formData as T)}
        onSubmit={(e) => onSubmit(e.formData as T)}
        onError={() => setSubmitted(true)}
        transformErrors={moveRequiredMessages}
        extraErrors={fieldErrorsToErrorSchema(serverErrors)}
        liveValidate={submitted ? 'onChange' : false}
        showErrorList={false}
        noHtml5Validate
        disabled={disabled}
      >
        {children ?? <></>}
      </Form>
    </AntForm>
  );
}

/**
 * The visible '*' of a required field, drawn by CSS inside a hidden span so that it is no part of the field's name
 * (screen readers learn "required" from the input itself).
 */
export function requiredMark(label: ReactNode, { required }: { required: boolean }): ReactNode {
  return (
    <>
      {required && <span aria-hidden="true" className="schema-form-required-mark" />}
      {label}
    </>
  );
}

const HIDDEN: UiSchema = { 'ui:widget': 'hidden' };
const DISABLED: UiSchema = { 'ui:disabled': true };

/**
 * How the fields the schema's rules do not ask for now are drawn: hidden, or greyed out where the form's uiSchema
 * says `"ui:options": { "whenInapplicable": "disabled" }` (a choice the user should still see).
 */
function inapplicableUi(base: UiSchema, fields: string): UiSchema | undefined {
  if (!fields) return undefined;
  const ui: UiSchema = {};
  for (const f of fields.split('\n')) {
    const options = (base[f] as { 'ui:options'?: { whenInapplicable?: string } } | undefined)?.['ui:options'];
    ui[f] = options?.whenInapplicable === 'disabled' ? DISABLED : HIDDEN;
  }
  return ui;
}

/**
 * A disabled form disables each option of its multiple-choice fields too: the antd checkbox group gives every
 * checkbox its own disabled flag, which would otherwise leave the options enabled inside a disabled group.
 */
export function disabledOptionsUi(schema: RJSFSchema): UiSchema {
  const ui: UiSchema = {};
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, RJSFSchema>)) {
    const items = prop.type === 'array' && typeof prop.items === 'object' && !Array.isArray(prop.items) ? (prop.items as RJSFSchema) : null;
    const values = items?.enum ?? (items?.oneOf as RJSFSchema[] | undefined)?.map((o) => o.const);
    if (values?.length) ui[name] = { 'ui:enumDisabled': values };
  }
  return ui;
}

function mergeUi(base: UiSchema, over?: UiSchema): UiSchema {
  if (!over) return base;
  const out: UiSchema = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = typeof v === 'object' && v && !Array.isArray(v) ? { ...(base[k] as object), ...v } : v;
  }
  return out;
}
