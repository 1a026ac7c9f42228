import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { Family } from '../types.ts';

export interface ExampleResult {
  family: Family;
  unit?: string;
  rows: unknown[];
}

/** A FortiView result as the spec's example gives it (specs/examples/fortiview/result-<name>.yaml). */
export function exampleResult(name: string): ExampleResult {
  const text = readFileSync(resolve(process.cwd(), 'specs/examples/fortiview', `result-${name}.yaml`), 'utf8');
  return (parse(text) as { value: ExampleResult }).value;
}

/** The spec's example of each family. */
export const EXAMPLE_OF: Readonly<Record<Family, string>> = {
  top: 'top-sources',
  series: 'series',
  geo: 'geo',
  flow: 'flow',
  metric: 'metric',
  device: 'device',
  score: 'score',
};
