import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffSpecs, formatMarkdown } from './lib/spec-diff.ts';
import type { JsonObject } from './lib/openapi-doc.ts';
import { scriptArgs } from './lib/processes.ts';

const dir = join(import.meta.dirname, 'fixtures', 'spec-diff');
const fixture = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as JsonObject;
const before = fixture('before');

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, scriptArgs(join(import.meta.dirname, 'spec-diff.ts'), ...args), { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('spec:diff breaking-change rules, each on a before/after fixture', () => {
  it.each([
    ['operation-removed', 'operation-removed', 'DELETE /devices/{id}', 'deleteDevice (DELETE /devices/{id}) was removed'],
    ['response-code-removed', 'response-code-removed', 'GET /devices/{id}', 'response 404 removed'],
    ['became-required-property', 'became-required', 'POST /devices', 'request body.comment became required'],
    ['became-required-parameter', 'became-required', 'GET /devices', 'query parameter limit became required'],
    ['response-property-removed', 'response-property-removed', 'GET /devices', 'response 200[].port removed'],
    ['type-changed', 'type-changed', 'GET /devices', 'response 200[].port: type integer → string'],
    ['enum-narrowed', 'enum-narrowed', 'POST /devices', 'request body.mode: enum values removed: "ha"'],
  ] as const)('%s', (name, rule, operation, message) => {
    const { breaking } = diffSpecs(before, fixture(name));
    expect(breaking.map((b) => b.rule)).toContain(rule);
    expect(new Set(breaking.map((b) => b.rule))).toEqual(new Set([rule]));
    expect(breaking.find((b) => b.operation === operation)?.message).toBe(message);
    // the same change read backwards is no breaking change of that rule (except a type, which changes both ways)
    if (rule !== 'type-changed') expect(diffSpecs(fixture(name), before).breaking.map((b) => b.rule)).not.toContain(rule);
  });

  it('a removed response property counts everywhere the schema is used', () => {
    const { breaking } = diffSpecs(before, fixture('response-property-removed'));
    expect(breaking.map((b) => `${b.operationId}: ${b.message}`).sort()).toEqual([
      'addDevice: response 200.port removed',
      'getDevice: response 200.port removed',
      'listDevices: response 200[].port removed',
    ]);
  });

  it('additions, a widened enum, a widened request type and an optional parameter are a changelog, not breaking', () => {
    const { breaking, changes } = diffSpecs(before, fixture('non-breaking'));
    expect(breaking).toEqual([]);
    const lines = changes.map((c) => `${c.operationId}: ${c.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'listFirmware: listFirmware (GET /firmware) was added',
        'listDevices: summary changed',
        'listDevices: optional query parameter offset added',
        'listDevices: response 500 added',
        'listDevices: response 200[].serial added',
        'listDevices: response 200[].status: enum values added: "maintenance"',
        'addDevice: request body.mode: enum values added: "cluster"',
        'addDevice: request body.comment: type string → string or null',
        'addDevice: request examples added: ha',
      ]),
    );
  });

  it('no difference, no change', () => {
    expect(diffSpecs(before, before)).toEqual({ breaking: [], changes: [] });
  });

  it('Markdown: breaking changes first, then the changelog by operation', () => {
    const md = formatMarkdown(diffSpecs(before, fixture('operation-removed')), { base: 'v1.0.0', head: 'working tree' });
    expect(md.split('\n').slice(0, 5)).toEqual([
      '# API changes: v1.0.0 → working tree',
      '',
      '## Breaking changes (1)',
      '',
      '- **Operation removed** `DELETE /devices/{id}` (deleteDevice): deleteDevice (DELETE /devices/{id}) was removed',
    ]);
    expect(md).toContain('## Changelog (0)');
  });
});

describe('npm run spec:diff', () => {
  it('exits 1 on a breaking change and prints the Markdown report', () => {
    const r = cli('--base-file', join(dir, 'before.json'), '--head-file', join(dir, 'enum-narrowed.json'));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('- **Enum narrowed** `POST /devices` (addDevice)');
    expect(r.stdout.trim().split('\n').at(-1)).toBe('1 breaking, 0 other changes');
  });

  it('exits 0 with only a changelog', () => {
    const r = cli('--base-file', join(dir, 'before.json'), '--head-file', join(dir, 'non-breaking.json'));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('## Breaking changes (0)');
    expect(r.stdout).toContain('- `GET /firmware` (listFirmware)');
  });

  it('exits 2 and says so when the base cannot be read', () => {
    const r = cli('--base', 'no-such-ref-anywhere');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot read generated/openapi.json at no-such-ref-anywhere');
  });
});
