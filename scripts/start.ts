#!/usr/bin/env node
/**
 * npm start: the console in development mode against the mock appliance.
 *   Prism (generated/openapi.json) + the websocket mock + Vite with /api proxied to them.
 * With API_TARGET=https://appliance (npm run dev:real) no mock starts and /api goes to that appliance.
 * With --validate as well (npm run dev:real -- --validate), /api goes through Prism's validating proxy to the
 * appliance: an answer or request that breaks the API description is logged here and in the browser, and listed in
 * the console's developer panel (a validation build: VITE_API_VALIDATE=1).
 *
 * Options: --port N (Vite, default 5173 or the next free one), --mock-port N (default 4010 or a free one),
 *          --host H (Vite's listen address), --verbose (log every mock request), --real (require API_TARGET),
 *          --validate (with API_TARGET: through the validating proxy), --reset (the mock appliance forgets every change
 *          and answers the spec's examples again).
 */
import { parseArgs } from 'node:util';
import type { ViteDevServer } from 'vite';
import { startMock, type RunningMock } from './lib/mock-server.ts';
import { RESTART_EXIT_CODE } from './lib/mock-control.ts';
import { findFreePort } from './lib/ports.ts';
import { startValidatingProxy } from './lib/validating-proxy.ts';
import { root } from './lib/processes.ts';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    'mock-port': { type: 'string' },
    host: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    real: { type: 'boolean', default: false },
    validate: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
  },
});

const realTarget = process.env.API_TARGET;
if (args.real && !realTarget) {
  console.error('Set API_TARGET to the appliance, e.g. API_TARGET=https://appliance npm run dev:real');
  process.exit(2);
}
if (args.validate && !realTarget) {
  console.error('--validate checks a real backend: API_TARGET=https://appliance npm run dev:real -- --validate');
  process.exit(2);
}

let mock: RunningMock | null = null;
let validator: Awaited<ReturnType<typeof startValidatingProxy>> | null = null;
let vite: ViteDevServer | null = null;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([vite?.close(), mock?.stop(), validator?.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));

try {
  if (realTarget) {
    // a real appliance has no personas or fault injection
    process.env.CONSOLE_MOCK ??= '0';
    if (args.validate) {
      validator = await startValidatingProxy({
        target: realTarget,
        insecure: process.env.API_INSECURE === '1',
        logLevel: args.verbose ? 'info' : 'warn',
        onLine: (name, line) => {
          if (line.trim()) console.log(`[${name}] ${line}`);
        },
      });
      validator.child.once('exit', (code, signal) => {
        setTimeout(() => {
          if (stopping) return;
          console.error(`[validate] stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the console.`);
          shutdown(1);
        }, 300);
      });
      // Vite sends /api to the proxy (vite.config.ts reads API_TARGET) and builds with the developer panel
      process.env.API_TARGET = validator.url;
      process.env.VITE_API_VALIDATE = '1';
    }
  } else {
    mock = await startMock({
      port: args['mock-port'] ? Number(args['mock-port']) : undefined,
      logLevel: args.verbose ? 'info' : 'warn',
      reset: args.reset,
      onLine: (name, line) => {
        if (line.trim()) console.log(`[${name}] ${line}`);
      },
    });
    for (const child of mock.children) {
      child.once('exit', (code, signal) => {
        // the appliance restarting (POST /__mock/restart) comes back by itself
        if (code === RESTART_EXIT_CODE) return;
        // Ctrl-C reaches the whole process group, so a child may stop just before our own handler runs
        setTimeout(() => {
          if (stopping) return;
          console.error(`[${child.label}] stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the console.`);
          shutdown(1);
        }, 300);
      });
    }
    process.env.MOCK_URL = mock.url;
    if (mock.socketUrl) process.env.MOCK_SOCKET_URL = mock.socketUrl;
    process.env.MOCK_CONTROL_URL = mock.applianceUrl;
  }

  const { createServer } = await import('vite');
  const port = await findFreePort(Number(args.port ?? process.env.PORT ?? 5173));
  vite = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    server: { port, strictPort: false, ...(args.host ? { host: args.host } : {}) },
  });
  await vite.listen();
  const urls = vite.resolvedUrls?.local ?? [`http://localhost:${port}/`];
  const line = '─'.repeat(64);
  console.log(`\n${line}`);
  console.log(`  Console:  ${urls[0]}`);
  if (mock) {
    console.log(`  API:      /api → validating proxy ${mock.url} → mock appliance ${mock.applianceUrl}${mock.socketUrl ? ` (websocket ${mock.socketUrl})` : ''}`);
    console.log('            what you change is kept in .tmp/appliance/; npm start -- --reset starts from the examples');
    console.log(`  Persona:  ${urls[0]}?persona=readOnly  (or the persona menu)`);
  } else if (validator) {
    console.log(`  API:      /api → validating proxy ${validator.url} → ${realTarget}`);
    console.log('  Checks:   every request and answer against the API description; violations are logged here,');
    console.log("            in the browser's console and in the console's API violations panel");
  } else {
    console.log(`  API:      /api → ${realTarget}`);
  }
  console.log('  Stop:     Ctrl-C');
  console.log(`${line}\n`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
}
