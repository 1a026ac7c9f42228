import type { GlobalToken, ThemeConfig } from 'antd';

function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return 1;
  const n = parseInt(m[1], 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/**
 * The wizard's text must stay readable for every admin (WCAG AA, 4.5:1 for small text). A few of antd's default
 * colours fall short of that on their backgrounds: link blue, error red, placeholders, and the primary button's
 * hover. These replace them, from the surrounding theme, for light and dark backgrounds alike.
 */
export function accessibleTheme(token: GlobalToken): ThemeConfig {
  const dark = luminance(token.colorBgContainer) < 0.2;
  return {
    token: {
      colorLink: token.colorPrimary,
      colorLinkHover: token.colorPrimary,
      colorLinkActive: token.colorPrimaryActive,
      colorError: dark ? '#ff7875' : '#cf1322',
      colorErrorText: dark ? '#ff7875' : '#cf1322',
      colorTextPlaceholder: dark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.56)',
      ...(dark ? {} : { colorPrimaryHover: '#0f55b8' }),
    },
  };
}
