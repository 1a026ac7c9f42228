/** Values the browser project's global setup hands to every browser test (`inject('baseURL')`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The production console behind the strict-CSP server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The mock appliance (Prism) itself, for checks that bypass the console. */
    mockURL: string;
  }
}

export {};
