/** One rule of a text field, with the message it shows when broken (the shape antd's Form rules also take). */
export type FieldRule =
  | { required: true; message?: string }
  | { min: number; message?: string }
  | { max: number; message?: string }
  | { pattern: RegExp; message?: string };

/**
 * The rules of one text field of a generated form schema, with the schema's own messages (`errorMessage`), for a
 * screen that draws its own inputs instead of the schema form (the sign-in page, which must stay light). The
 * rules are the schema's: `required` (of the root), `minLength`, `maxLength` and `pattern`; any other validation
 * keyword is a spec error here, so it throws rather than let a rule go unchecked.
 */
export function fieldRules(schema: unknown, field: string): FieldRule[] {
  const root = asObject(schema);
  const property = asObject(asObject(root.properties)[field]);
  const messages = asObject(property.errorMessage);
  const requiredMessages = asObject(asObject(root.errorMessage).required);
  const rules: FieldRule[] = [];
  if (Array.isArray(root.required) && root.required.includes(field)) {
    rules.push({ required: true, message: text(requiredMessages[field]) });
  }
  for (const [keyword, value] of Object.entries(property)) {
    switch (keyword) {
      case 'minLength':
        rules.push({ min: value as number, message: text(messages.minLength) });
        break;
      case 'maxLength':
        rules.push({ max: value as number, message: text(messages.maxLength) });
        break;
      case 'pattern':
        rules.push({ pattern: new RegExp(value as string, 'u'), message: text(messages.pattern) });
        break;
      case 'type':
        if (value !== 'string') throw new Error(`fieldRules: ${field} is not a text field`);
        break;
      case 'title':
      case 'description':
      case '$comment':
      case 'default':
      case 'errorMessage':
        break;
      default:
        throw new Error(`fieldRules: ${field} uses "${keyword}", which antd rules do not carry`);
    }
  }
  return rules;
}

/**
 * The message of the first rule `value` breaks, or null when it keeps them all. Lengths count characters (code
 * points), as JSON Schema's minLength and maxLength do; an empty text is a missing one.
 */
export function fieldError(rules: readonly FieldRule[], value: string | undefined): string | null {
  const text = value ?? '';
  const length = [...text].length;
  for (const rule of rules) {
    const broken =
      'required' in rule
        ? text === ''
        : 'min' in rule
          ? text !== '' && length < rule.min
          : 'max' in rule
            ? length > rule.max
            : text !== '' && !rule.pattern.test(text);
    if (broken) return rule.message ?? '';
  }
  return null;
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
