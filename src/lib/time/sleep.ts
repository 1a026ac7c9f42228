/** setTimeout as a promise; callers take it as a dependency, so tests can drive time with fake timers or skip it. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
