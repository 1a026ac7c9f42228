import { theme, type ThemeConfig } from 'antd';
import { theme as catalog } from '@generated/catalog/theme.ts';

export type ThemeMode = 'light' | 'dark';

/** The seed tokens of each mode (specs/catalog/theme.json: the colours that keep 4.5:1 where antd's defaults do not). */
export const lightTokens = catalog.modes.light.token;
export const darkTokens = catalog.modes.dark.token;

/**
 * antd's theme for the console: antd's algorithm for the mode, with the catalogue's colours and component tokens;
 * without antd's motion when the user prefers reduced motion. Components draw with antd's prebuilt stylesheet
 * (zero runtime: src/shell/console-theme.css): at run time antd writes only the theme's CSS variables, not each
 * component's rules, which took a third of the main thread when the shell first drew.
 */
export function consoleTheme(mode: ThemeMode, reducedMotion = false): ThemeConfig {
  const own = catalog.modes[mode];
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...own.token, motion: !reducedMotion },
    components: { ...catalog.components, ...own.components },
    zeroRuntime: true,
    // the prebuilt rules carry no hash class
    hashed: false,
  };
}
