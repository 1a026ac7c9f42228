/**
 * The version in a firmware text as a device reports it: `FP231F-v7.0.4-build0082` → `v7.0.4 build0082`,
 * `S448EF-v7.2.6-build0471,231012 (GA)` → `v7.2.6 build0471`; a text without the model prefix is kept as it is.
 */
export function firmwareOf(reported: string): string {
  const m = /^[A-Z0-9]+-(v\d+(?:\.\d+)*)(?:-(build\d+))?/i.exec(reported.trim());
  if (!m) return reported.trim();
  return m[2] ? `${m[1]} ${m[2]}` : m[1];
}
