/** The spec's named schemas as types, for features (only src/lib/api imports generated/api). */
import type { components } from '@generated/api/schema.ts';

export type ApiSchemas = components['schemas'];
export type ApiSchema<Name extends keyof ApiSchemas> = ApiSchemas[Name];
