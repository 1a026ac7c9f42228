export interface BreakingChange {
  rule: 'operation-removed' | 'response-code-removed' | 'became-required' | 'response-property-removed' | 'type-changed' | 'enum-narrowed';
  operation: string;
  operationId: string;
  message: string;
}
export interface Change {
  kind: string;
  operation: string;
  operationId: string;
  message: string;
}
export declare const BREAKING_RULES: Record<BreakingChange['rule'], string>;
export declare function diffSpecs(baseDoc: object, headDoc: object): { breaking: BreakingChange[]; changes: Change[] };
export declare function formatMarkdown(result: { breaking: BreakingChange[]; changes: Change[] }, labels?: { base?: string; head?: string }): string;
