import type { JsonObject } from './openapi-doc.mjs';

export type CheckName =
  | 'no-server-error'
  | 'status-declared'
  | 'content-type-declared'
  | 'schema-valid'
  | 'rejects-missing-required'
  | 'rejects-wrong-type'
  | 'csrf-required';

export interface CheckResult {
  operationId: string;
  method: string;
  path: string;
  check: CheckName;
  status: 'pass' | 'fail' | 'skip';
  message: string;
  /** the curl line that repeats a failing request */
  curl?: string;
}

export declare const CHECKS: CheckName[];
export declare const CSRF_HEADER: string;
export declare function shellQuote(value: string): string;
export declare function runContractCheck(options: {
  doc: JsonObject;
  target: string;
  /** the base URL of the mock analyzer's paths (/gui/fortiview/, /gui/customview/, /gui/logview/), when not `target` */
  analyzerTarget?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  only?: string[];
  skip?: string[];
  concurrency?: number;
  timeoutMs?: number;
  preferExamples?: boolean;
  onResult?: (r: CheckResult) => void;
}): Promise<{ results: CheckResult[]; passed: number; failed: number; skipped: number }>;
export declare function junitReport(results: CheckResult[], options?: { name?: string; target?: string }): string;
export declare function formatResult(r: CheckResult): string;
