import type { GlobalToken, ThemeConfig } from 'antd';
import { isDarkSurface } from '@/lib/color/contrast.ts';

/**
 * The wizard's text must stay readable for every admin (WCAG AA, 4.5:1 for small text). A few of antd's default
 * colours fall short of that on their backgrounds: link blue, error red, placeholders, and the primary button's
 * hover. These replace them, from the surrounding theme, for light and dark backgrounds alike.
 */
export function accessibleTheme(token: GlobalToken): ThemeConfig {
  const dark = isDarkSurface(token.colorBgContainer);
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
