/**
 * Test support: the API client keeps the fetch function it finds when it loads, so component tests give it one
 * that asks whichever test double is installed at the time of the call (tests/setup-dom.ts installs it before
 * anything loads the client; ./spec-mock.ts plugs itself in).
 */
type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

let current: Fetch | undefined;

export function setTestFetch(fetch: Fetch | undefined) {
  current = fetch;
}

/** Puts the switch in place of the global fetch: calls go to the installed double, or to the original fetch. */
export function installFetchSwitch() {
  const original = globalThis.fetch?.bind(globalThis);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (current) return current(input, init);
    if (!original) return Promise.reject(new TypeError('fetch is not available'));
    return original(input, init);
  }) as typeof fetch;
}
