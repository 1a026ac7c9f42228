import { useMemo, useState, type ReactNode } from 'react';
import Form from '@rjsf/antd';
import type CoreForm from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';

/** A generated form module (generated/forms/<form>.ts). */
export interface FormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validateFns: Record<string, unknown>;
}

const validatorCache = new WeakMap<object, ValidatorType>();

/** The precompiled validator of a generated form: no code is compiled in the browser. */
export function formValidator(form: FormModule): ValidatorType {
  let v = validatorCache.get(form.validateFns);
  if (!v) {
    v = createPrecompiledValidator(form.validateFns as never, form.schema);
    validatorCache.set(form.validateFns, v);
  }
  return v;
}

/**
 * ajv-errors reports an object-level `errorMessage.required` on the parent object; move it onto the missing
 * property so the message shows under its field.
 */
export function moveRequiredMessages(errors: RJSFValidationError[]): RJSFValidationError[] {
  // an if/then rule also reports 'must match "then" schema' on the parent; the field's own message says it better
  return errors.filter((e) => e.name !== 'if').map((e) => {
    const inner = (e.params as { errors?: Array<{ keyword: string; params?: { missingProperty?: string } }> } | undefined)
      ?.errors;
    const missing = e.name === 'errorMessage' ? inner?.find((x) => x.keyword === 'required')?.params?.missingProperty : undefined;
    if (!missing) return e;
    const property = e.property ? `${e.property}.${missing}` : `.${missing}`;
    return { ...e, property, stack: e.message ?? e.stack };
  });
}

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
  ref,
}: SchemaFormProps<T>) {
  const [submitted, setSubmitted] = useState(false);
  const validator = useMemo(() => formValidator(form), [form]);
  const uiSchema = useMemo(() => mergeUi(form.uiSchema, uiOverrides), [form.uiSchema, uiOverrides]);
  return (
    <Form
      ref={ref as React.Ref<CoreForm>}
      id={id}
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
  );
}

function mergeUi(base: UiSchema, over?: UiSchema): UiSchema {
  if (!over) return base;
  const out: UiSchema = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = typeof v === 'object' && v && !Array.isArray(v) ? { ...(base[k] as object), ...v } : v;
  }
  return out;
}
