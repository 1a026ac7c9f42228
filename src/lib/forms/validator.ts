import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

/** A generated form module (generated/forms/<form>.ts): what `import * as form from '@generated/forms/<form>.ts'` gives. */
export interface FormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validateFns: ValidatorFunctions;
}

const validatorCache = new WeakMap<object, ValidatorType>();

/** The precompiled validator of a generated form: no code is compiled in the browser. */
export function formValidator(form: FormModule): ValidatorType {
  let v = validatorCache.get(form.validateFns);
  if (!v) {
    v = createPrecompiledValidator(form.validateFns, form.schema);
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

/**
 * The spec's messages for `data` per top-level field (`''` for the form as a whole), from the form's precompiled
 * validator: a screen that draws its own fields reads the rules of its form schema through this.
 */
export function formErrors(form: FormModule, data: unknown): Record<string, string[]> {
  const { errors } = formValidator(form).validateFormData(data as never, form.schema);
  const out: Record<string, string[]> = {};
  for (const e of moveRequiredMessages(errors)) {
    const field = (e.property ?? '').replace(/^\./, '').split('.')[0];
    (out[field] ??= []).push(e.message ?? '');
  }
  return out;
}
