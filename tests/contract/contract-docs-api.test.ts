import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalReferences, inlineScripts } from '../../scripts/lib/offline-html.ts';
import { listOperations, loadBundledSpec } from '../../scripts/lib/openapi-doc.ts';
import { scriptArgs } from '../../scripts/lib/processes.ts';
import { root } from './support/openapi.ts';

const doc = loadBundledSpec();
const ops = listOperations(doc);
/** How a text appears inside the page's embedded JSON definition (with `<` escaped, so no text closes the script). */
const embedded = (text: string) => JSON.stringify(text).slice(1, -1).replaceAll('<', '\\u003c');

describe('externalReferences', () => {
  it('finds scripts, style sheets and preloads from elsewhere, not inline code or links to follow', () => {
    const html = `<html><head>
      <script src="https://cdn.example.com/app.js"></script>
      <script src='//cdn.example.com/other.js' defer></script>
      <script src="local.js"></script>
      <link rel="modulepreload" href="https://cdn.example.com/mod.js">
      <link rel="stylesheet" href="http://fonts.example.com/a.css">
      <link rel="canonical" href="https://example.com/">
      <script>const s = '<script src="https://in.a.string/x.js"></' + 'script>';</script>
      </head><body><a href="https://example.com/help">help</a><iframe src="https://frame.example.com/"></iframe></body></html>`;
    expect(externalReferences(html)).toEqual([
      '<script> https://cdn.example.com/app.js',
      '<script> //cdn.example.com/other.js',
      '<link rel="modulepreload"> https://cdn.example.com/mod.js',
      '<link rel="stylesheet"> http://fonts.example.com/a.css',
      '<iframe> https://frame.example.com/',
    ]);
    expect(inlineScripts(html)).toHaveLength(1);
  });
});

describe('npm run docs:api', () => {
  let dir: string;
  let html: string;
  let result: ReturnType<typeof spawnSync>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'docs-api-'));
    result = spawnSync(process.execPath, scriptArgs(join(root, 'scripts/docs-api.ts'), '--out', join(dir, 'api.html')), { cwd: root, encoding: 'utf8' });
    html = result.status === 0 ? readFileSync(join(dir, 'api.html'), 'utf8') : '';
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds one HTML file and says where', () => {
    expect(result.status, String(result.stderr)).toBe(0);
    expect(String(result.stdout)).toMatch(/API reference: .*api\.html \(\d+ KiB, one file, no external script\)/);
    expect(html.slice(0, 15)).toBe('<!DOCTYPE html>');
  });

  it('loads no script (nor style sheet or preload) from elsewhere, and forbids it in its policy', () => {
    expect(externalReferences(html)).toEqual([]);
    expect(/<script[^>]+\ssrc=/i.test(html)).toBe(false);
    expect(html.includes(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline';`)).toBe(true);
    expect(html.includes('"disableTelemetry":true')).toBe(true);
    // the page's code is inline: Redoc itself and the definition it renders
    expect(inlineScripts(html).join('').length).toBeGreaterThan(500_000);
  });

  it('holds every operation with its summary and description, and the examples', () => {
    const missing = ops.flatMap((o) => [
      ...(html.includes(`"operationId":"${o.operationId}"`) ? [] : [`${o.operationId}: operation`]),
      ...(html.includes(embedded(String(o.op.summary))) ? [] : [`${o.operationId}: summary`]),
      ...(html.includes(embedded(String(o.op.description))) ? [] : [`${o.operationId}: description`]),
    ]);
    expect(missing).toEqual([]);
    expect(ops.length).toBeGreaterThan(100);
    const info = ops.find((o) => o.operationId === 'getSysInfo')!;
    const [name, example] = info.responses.find(([code]) => code === '200')![1][0].examples[0];
    expect(html.includes(`"${name}":`), `example ${name}`).toBe(true);
    expect(html.includes(JSON.stringify(example.value).slice(0, 60)), `example ${name} value`).toBe(true);
  });
});
