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

/**
 * Uploads with progress go through XMLHttpRequest (../progress-fetch.ts). While a double is installed, this stand-in
 * hands such a request to it as a fetch, reports the upload as done, and answers what the double answered.
 */
class SwitchedXhr {
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: Blob | null = null;
  private method = 'GET';
  private url = '';
  private headers = new Headers();
  private answerHeaders = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getAllResponseHeaders(): string {
    return [...this.answerHeaders].map(([k, v]) => `${k}: ${v}`).join('\r\n');
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob | null) {
    const size = body?.size ?? 0;
    const double = current!;
    void (async () => {
      try {
        const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
        const res = await double(new URL(this.url, base).href, { method: this.method, headers: this.headers, body });
        this.upload.onprogress?.({ lengthComputable: size > 0, loaded: size, total: size });
        this.status = res.status;
        this.answerHeaders = res.headers;
        this.response = await res.blob();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

/** Puts the XMLHttpRequest stand-in in place while a double is installed (the original otherwise). */
export function installXhrSwitch() {
  const Original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = function SwitchingXhr(this: unknown) {
    return current ? new SwitchedXhr() : new Original();
  } as unknown as typeof XMLHttpRequest;
}
