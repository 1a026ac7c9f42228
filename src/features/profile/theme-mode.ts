export type ThemeMode = 'light' | 'dark';

/** Effective theme of the signed-in administrator. */
export function useThemeMode(): ThemeMode {
  return 'light';
}
