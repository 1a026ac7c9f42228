#!/usr/bin/env node
/**
 * npm run mock: only the mock appliance (Prism on generated/openapi.json, plus the websocket mock), for
 * calling the API by hand: curl -H 'Prefer: example=readOnly' http://127.0.0.1:4010/gui/sys/config
 *
 *   npx tsx scripts/mock.ts [--port N] [--verbose]
 */
import { parseArgs } from 'node:util';
import { RESTART_EXIT_CODE } from './lib/mock-control.ts';
import { startMock, type RunningMock } from './lib/mock-server.ts';

const { values: args } = parseArgs({
  options: { port: { type: 'string' }, verbose: { type: 'boolean', default: false } },
});

let mock: RunningMock | undefined;
const stop = async (code = 0) => {
  await mock?.stop();
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

try {
  mock = await startMock({
    port: args.port ? Number(args.port) : undefined,
    logLevel: args.verbose ? 'info' : 'warn',
    onLine: (name, line) => line.trim() && console.log(`[${name}] ${line}`),
  });
  console.log(`\nMock appliance: ${mock.url}${mock.socketUrl ? `   websocket: ${mock.socketUrl}` : ''}`);
  console.log(`Try: curl -H 'Prefer: example=readOnly' ${mock.url}/gui/sys/config   (Ctrl-C stops)\n`);
  for (const child of mock.children) child.once('exit', (code) => code !== RESTART_EXIT_CODE && setTimeout(() => stop(1), 300));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stop(1);
}
