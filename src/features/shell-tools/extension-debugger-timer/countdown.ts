/** Whole seconds from `nowMs` until `untilEpochSeconds`; never negative. */
export function secondsLeft(untilEpochSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil(untilEpochSeconds - nowMs / 1000));
}
