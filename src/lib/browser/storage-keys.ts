/**
 * Every key under which the console keeps something in the browser's storage, in one place: the module that owns
 * a key reads it here, and tools that prepare a tab (the browser tests that open a screen already signed in, the
 * benchmarks that choose a persona) write the same keys.
 */
export const storageKeys = {
  /** session storage: the tab's CSRF token, the proof of its session */
  csrf: 'console.csrf',
  /** session storage: who signed in */
  username: 'console.username',
  /** session storage: the start-up steps already done (wizard, password change, ADOM choice) */
  startupProgress: 'console.startupProgress',
  /** local storage: the content menu shown horizontally or vertically */
  contentMenuMode: 'console.contentMenuMode',
  /** local storage, mock builds: who signs in */
  persona: 'console.persona',
  /** local storage, mock builds: a named example for a call */
  scenarios: 'console.scenarios',
  /** local storage, mock builds: a failure for a call */
  faults: 'console.faults',
  /** local storage, mock builds: the ADOM names the appliance listed, by oid */
  mockAdomNames: 'console.mockAdomNames',
  /** local storage, mock builds: the ADOM the session works in */
  mockAdom: 'console.mockAdom',
} as const;
