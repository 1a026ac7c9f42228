/**
 * The mock appliance's own controls, outside the appliance's API: the console's dev and preview servers send
 * `/__mock/…` straight to the stateful appliance (scripts/appliance/server.ts).
 *   POST /__mock/reset      the caller's sandbox back to the spec's examples (`?all=1`: every sandbox)
 *   POST /__mock/restart    the appliance stops and starts again with what it kept
 *   GET  /__mock/health     answers once it is ready
 */
export const MOCK_CONTROL_PREFIX = '/__mock/';
/** The cookie that names a sandbox: its own world of changes (tests set one each; npm start uses `default`). */
export const SANDBOX_COOKIE = 'mock-sandbox';
/** The appliance's exit code when asked to restart: the mock starts it again with its store. */
export const RESTART_EXIT_CODE = 75;
