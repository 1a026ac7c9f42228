/**
 * The mock appliance's own controls, outside the appliance's API: the console's dev and preview servers send
 * `/__mock/…` straight to the stateful appliance (scripts/appliance/server.ts).
 *   POST /__mock/reset      the caller's sandbox back to the spec's examples (`?all=1`: every sandbox)
 */
export const MOCK_CONTROL_PREFIX = '/__mock/';
/** The cookie that names a sandbox: its own world of changes (tests set one each; npm start uses `default`). */
export const SANDBOX_COOKIE = 'mock-sandbox';
