import { theme, type ThemeConfig } from 'antd';

export type ThemeMode = 'light' | 'dark';

/*
 * Secondary texts, links and error texts darker (light) or brighter (dark) than antd's defaults, so that each
 * reaches 4.5:1 on the page, on cards and in dialogs (antd's link #1677ff gives 4.1:1 on white, its error red
 * 3.3:1; in the dark theme its derived link and error colours fall below 4.5:1 on dialogs). The dark algorithm
 * derives colorPrimary, colorLink and colorError from these seeds (#5c99dc link, #dc6966 error: 5.5:1 and 4.9:1 on
 * a dialog); the other colours apply as given.
 */
export const lightTokens = {
  colorPrimary: '#1668dc',
  borderRadius: 6,
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  // placeholders stay readable on a disabled field too (antd's 0.25 gives 1.8:1 on its grey)
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  colorLink: '#0958d9',
  colorLinkHover: '#003eb3',
  colorLinkActive: '#002c8c',
  colorError: '#c62828',
  colorErrorText: '#c62828',
  // hovered and pressed states keep 4.5:1 too: white on a primary or danger button, coloured text on a default one
  colorPrimaryHover: '#0958d9',
  colorPrimaryActive: '#003eb3',
  colorErrorHover: '#a8071a',
};
export const darkTokens = {
  colorPrimary: '#3c89e8',
  borderRadius: 6,
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  colorLink: '#69b1ff',
  colorLinkHover: '#91caff',
  colorLinkActive: '#4096ff',
  colorError: '#ff7875',
  colorErrorText: '#ff7875',
  // white on a hovered or pressed primary button keeps 4.5:1 (a default button's hover text is set apart below)
  colorPrimaryHover: '#2b6cbf',
  colorPrimaryActive: '#255fa8',
};

/**
 * antd's theme for the console: antd's algorithm for the mode, with the colours above; without antd's motion when the
 * user prefers reduced motion.
 */
export function consoleTheme(mode: ThemeMode, reducedMotion = false): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...(mode === 'dark' ? darkTokens : lightTokens), motion: !reducedMotion },
    components: {
      Layout: { headerPadding: '0 12px', headerHeight: 52 },
      // in the dark theme the selected menu and dropdown entries keep 4.5:1 against their tinted background, a
      // danger menu entry (Delete) 4.5:1 when hovered, a count badge's white number 4.5:1 against its red, and a
      // default button's hover text 4.5:1 on the dialog
      ...(mode === 'dark'
        ? {
            Menu: {
              itemSelectedColor: '#a6d1ff',
              horizontalItemSelectedColor: '#a6d1ff',
              subMenuItemSelectedColor: '#a6d1ff',
              dangerItemColor: '#ff7875',
              dangerItemHoverColor: '#ff9c99',
            },
            Dropdown: { colorPrimary: '#a6d1ff' },
            Badge: { colorError: '#c62828' },
            Button: {
              defaultHoverColor: '#69b1ff',
              defaultHoverBorderColor: '#69b1ff',
              defaultActiveColor: '#91caff',
              defaultActiveBorderColor: '#91caff',
            },
          }
        : {}),
    },
  };
}
