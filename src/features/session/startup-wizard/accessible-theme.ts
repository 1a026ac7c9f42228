import type { GlobalToken, ThemeConfig } from 'antd';
import { firstReadable, flatten, isDarkSurface } from '@/lib/color/contrast.ts';

/**
 * The wizard's text must stay readable for every admin (WCAG AA, 4.5:1 for small text) on its dialog. A few of
 * antd's default colours fall short of that: link blue (the primary colour is darker than a link in the dark theme),
 * error red, placeholders, and the primary button's hover. Each colour of the surrounding theme is kept where it
 * reads well on the dialog; otherwise a readable one replaces it, for light and dark backgrounds alike.
 */
export function accessibleTheme(token: GlobalToken): ThemeConfig {
  const dark = isDarkSurface(token.colorBgContainer);
  const dialog = token.colorBgElevated;
  const link = firstReadable([token.colorLink, token.colorPrimary], dialog, dark ? '#69b1ff' : '#0958d9');
  // a placeholder must read on a disabled field too, whose grey is darker (light) or lighter (dark) than the dialog
  const disabledField = flatten(token.colorBgContainerDisabled, dialog);
  const placeholder = firstReadable(
    [token.colorTextPlaceholder],
    disabledField,
    dark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.56)',
  );
  const links = {
    colorLink: link,
    colorLinkHover: firstReadable([token.colorLinkHover], dialog, link),
    colorLinkActive: firstReadable([token.colorLinkActive], dialog, link),
  };
  return {
    // a link colour given as a token is a seed the dark algorithm derives a darker link from (the dialog's Register
    // and Forgot password? read 4.3:1 then): the links themselves take the readable colours as they are
    components: { Typography: links },
    token: {
      ...links,
      colorError: dark ? '#ff7875' : '#cf1322',
      colorErrorText: dark ? '#ff7875' : '#cf1322',
      colorTextPlaceholder: placeholder,
      ...(dark ? {} : { colorPrimaryHover: '#0f55b8' }),
    },
  };
}
