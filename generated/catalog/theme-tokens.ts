// generated from specs/catalog/theme.json; do not edit, run npm run codegen

/** The tokens both modes derive alike. */
const shared = {
  "borderRadius": 6,
  "borderRadiusLG": 8,
  "colorTextLightSolid": "#fff",
  "colorWhite": "#fff",
  "controlHeight": 32,
  "controlHeightSM": 24,
  "fontFamily": "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,\n'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',\n'Noto Color Emoji'",
  "fontSize": 14,
  "fontWeightStrong": 600,
  "lineHeight": 1.5714285714285714,
  "lineWidth": 1,
  "marginLG": 24,
  "marginXS": 8,
  "paddingLG": 24,
  "paddingSM": 12,
  "paddingXS": 8,
  "paddingXXS": 4
} as const;

/** The theme tokens the first screen (sign-in page, page spinner) draws with, per mode, computed by antd's algorithm. */
export const firstScreenTokens = {
  light: {
    ...shared,
    "colorBgContainer": "#ffffff",
    "colorBgLayout": "#f5f5f5",
    "colorBorder": "#d9d9d9",
    "colorBorderSecondary": "#f0f0f0",
    "colorError": "#c62828",
    "colorErrorBg": "#fff2f0",
    "colorErrorBorder": "#eda9a1",
    "colorErrorOutline": "rgba(255,38,5,0.06)",
    "colorFillSecondary": "rgba(0,0,0,0.06)",
    "colorInfo": "#1677ff",
    "colorInfoBg": "#e6f4ff",
    "colorInfoBorder": "#91caff",
    "colorPrimary": "#1668dc",
    "colorPrimaryActive": "#003eb3",
    "colorPrimaryBorder": "#94cbff",
    "colorPrimaryHover": "#0958d9",
    "colorText": "rgba(0,0,0,0.88)",
    "colorTextHeading": "rgba(0,0,0,0.88)",
    "colorTextPlaceholder": "rgba(0, 0, 0, 0.6)",
    "colorTextSecondary": "rgba(0,0,0,0.65)",
    "controlOutline": "rgba(5,145,255,0.1)"
  },
  dark: {
    ...shared,
    "colorBgContainer": "#141414",
    "colorBgLayout": "#000000",
    "colorBorder": "#424242",
    "colorBorderSecondary": "#303030",
    "colorError": "#dc6966",
    "colorErrorBg": "#2c1b1c",
    "colorErrorBorder": "#5b3231",
    "colorErrorOutline": "rgba(238,84,93,0.11)",
    "colorFillSecondary": "rgba(255,255,255,0.12)",
    "colorInfo": "#1668dc",
    "colorInfoBg": "#111a2c",
    "colorInfoBorder": "#15325b",
    "colorPrimary": "#3677c8",
    "colorPrimaryActive": "#255fa8",
    "colorPrimaryBorder": "#203754",
    "colorPrimaryHover": "#2b6cbf",
    "colorText": "rgba(255,255,255,0.85)",
    "colorTextHeading": "rgba(255,255,255,0.85)",
    "colorTextPlaceholder": "rgba(255, 255, 255, 0.55)",
    "colorTextSecondary": "rgba(255,255,255,0.65)",
    "controlOutline": "rgba(63,145,249,0.28)"
  },
} as const;

export type FirstScreenTokens = (typeof firstScreenTokens)[keyof typeof firstScreenTokens];
