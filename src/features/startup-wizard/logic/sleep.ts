/** setTimeout as a promise; injected everywhere so tests can drive time with fake timers. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
