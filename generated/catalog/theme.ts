// generated from specs/catalog/theme.json; do not edit, run npm run codegen

export type Value = string | number | boolean;

export interface ThemeCatalog {
  $schema?: string;
  description?: string;
  /**
   * Each theme: the seed tokens antd's algorithm for that mode starts from, and component tokens of that mode only.
   */
  modes: {
    light: Mode;
    dark: Mode;
  };
  components: Components1;
  /**
   * The derived tokens the first screen (the sign-in page and the page spinner) draws with: codegen computes them with antd's algorithm into generated/catalog/theme-tokens.ts, so that screen needs none of antd's code.
   *
   * @minItems 1
   */
  firstScreenTokens: [string, ...string[]];
}
export interface Mode {
  description?: string;
  token: {
    [k: string]: Value;
  };
  components: Components;
}
export interface Components {
  [k: string]: {
    [k: string]: Value;
  };
}
/**
 * Component tokens of both modes.
 */
export interface Components1 {
  [k: string]: {
    [k: string]: Value;
  };
}

export const theme = {
  "description": "The console's colours: antd's light or dark algorithm derives every colour from these seeds, and the component tokens apply as given. Secondary texts, links and error texts are darker (light) or brighter (dark) than antd's defaults, so that each reaches 4.5:1 on the page, on cards and in dialogs (antd's link #1677ff gives 4.1:1 on white, its error red 3.3:1; in the dark theme its derived link and error colours fall below 4.5:1 on dialogs).",
  "modes": {
    "light": {
      "description": "Placeholders stay readable on a disabled field too (antd's 0.25 gives 1.8:1 on its grey). Hovered and pressed states keep 4.5:1: white on a primary or danger button, coloured text on a default one.",
      "token": {
        "colorPrimary": "#1668dc",
        "borderRadius": 6,
        "colorTextDescription": "rgba(0, 0, 0, 0.62)",
        "colorTextTertiary": "rgba(0, 0, 0, 0.62)",
        "colorTextPlaceholder": "rgba(0, 0, 0, 0.6)",
        "colorLink": "#0958d9",
        "colorLinkHover": "#003eb3",
        "colorLinkActive": "#002c8c",
        "colorError": "#c62828",
        "colorErrorText": "#c62828",
        "colorPrimaryHover": "#0958d9",
        "colorPrimaryActive": "#003eb3",
        "colorErrorHover": "#a8071a"
      },
      "components": {}
    },
    "dark": {
      "description": "The dark algorithm derives colorPrimary, colorLink and colorError from these seeds (#5c99dc link, #dc6966 error: 5.5:1 and 4.9:1 on a dialog). White on a hovered or pressed primary button keeps 4.5:1. The selected menu and dropdown entries keep 4.5:1 against their tinted background, a danger menu entry (Delete) 4.5:1 when hovered, a count badge's white number 4.5:1 against its red, and a default button's hover text 4.5:1 on the dialog.",
      "token": {
        "colorPrimary": "#3c89e8",
        "borderRadius": 6,
        "colorTextDescription": "rgba(255, 255, 255, 0.65)",
        "colorTextTertiary": "rgba(255, 255, 255, 0.65)",
        "colorTextPlaceholder": "rgba(255, 255, 255, 0.55)",
        "colorLink": "#69b1ff",
        "colorLinkHover": "#91caff",
        "colorLinkActive": "#4096ff",
        "colorError": "#ff7875",
        "colorErrorText": "#ff7875",
        "colorPrimaryHover": "#2b6cbf",
        "colorPrimaryActive": "#255fa8"
      },
      "components": {
        "Menu": {
          "itemSelectedColor": "#a6d1ff",
          "horizontalItemSelectedColor": "#a6d1ff",
          "subMenuItemSelectedColor": "#a6d1ff",
          "dangerItemColor": "#ff7875",
          "dangerItemHoverColor": "#ff9c99"
        },
        "Dropdown": {
          "colorPrimary": "#a6d1ff"
        },
        "Badge": {
          "colorError": "#c62828"
        },
        "Button": {
          "defaultHoverColor": "#69b1ff",
          "defaultHoverBorderColor": "#69b1ff",
          "defaultActiveColor": "#91caff",
          "defaultActiveBorderColor": "#91caff"
        }
      }
    }
  },
  "components": {
    "Layout": {
      "headerPadding": "0 12px",
      "headerHeight": 52
    }
  },
  "firstScreenTokens": [
    "borderRadius",
    "borderRadiusLG",
    "colorBgContainer",
    "colorBgLayout",
    "colorBorder",
    "colorBorderSecondary",
    "colorError",
    "colorErrorBg",
    "colorErrorBorder",
    "colorErrorOutline",
    "colorFillSecondary",
    "colorInfo",
    "colorInfoBg",
    "colorInfoBorder",
    "colorPrimary",
    "colorPrimaryActive",
    "colorPrimaryBorder",
    "colorPrimaryHover",
    "colorText",
    "colorTextHeading",
    "colorTextLightSolid",
    "colorTextPlaceholder",
    "colorTextSecondary",
    "colorWhite",
    "controlHeight",
    "controlHeightSM",
    "controlOutline",
    "fontFamily",
    "fontSize",
    "fontWeightStrong",
    "lineHeight",
    "lineWidth",
    "marginLG",
    "marginXS",
    "paddingLG",
    "paddingSM",
    "paddingXS",
    "paddingXXS"
  ]
} as const satisfies ThemeCatalog;
