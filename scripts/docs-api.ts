#!/usr/bin/env node
/**
 * npm run docs:api [-- --out <file>] [--spec <openapi.json>]
 *
 * The API reference as one static HTML file (Redocly's build-docs with Redoc inlined) from the bundled API
 * description: every operation with its description, parameters, schemas and named examples. It opens from disk
 * with no network: the page carries a Content-Security-Policy that allows its own inline code and nothing from
 * elsewhere, and the build fails when it would load a script from another address.
 * Default output: dist-api/index.html.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { binPath, root } from './lib/processes.ts';
import { externalReferences } from './lib/offline-html.ts';

const { values: args } = parseArgs({
  options: { out: { type: 'string', default: 'dist-api/index.html' }, spec: { type: 'string', default: 'generated/openapi.json' } },
});
const out = resolve(root, args.out);
const spec = resolve(root, args.spec);
mkdirSync(dirname(out), { recursive: true });

const build = spawnSync(process.execPath, [binPath('@redocly/cli', 'redocly'), 'build-docs', spec, '--inlineBundle', '-o', out], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
if (build.status !== 0) {
  console.error(`${build.stdout}${build.stderr}\ndocs:api: redocly build-docs failed (exit code ${build.status})`);
  process.exit(1);
}

const CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; font-src data:; connect-src 'none'; base-uri 'none'; form-action 'none'";
let html = readFileSync(out, 'utf8');
html = html
  .replace(/(<head>\s*(?:<meta charset[^>]*>)?)/i, `$1\n  <meta http-equiv="Content-Security-Policy" content="${CSP}" />`)
  // the page reports nothing anywhere
  .replace(/("disableTelemetry":)false/, '$1true');
const external = externalReferences(html);
if (external.length) {
  console.error(`docs:api: the reference would load from elsewhere:\n  ${external.join('\n  ')}`);
  process.exit(1);
}
writeFileSync(out, html);
console.log(`API reference: ${out} (${(Buffer.byteLength(html) / 1024).toFixed(0)} KiB, one file, no external script)`);
