/** Whole seconds from `nowMs` until `untilEpochSeconds`; never negative. */
export function secondsLeft(untilEpochSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil(untilEpochSeconds - nowMs / 1000));
}

/** A countdown as h:mm:ss, or m:ss under an hour. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
