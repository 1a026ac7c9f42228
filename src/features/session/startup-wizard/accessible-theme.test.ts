import { describe, expect, it } from 'vitest';
import { theme, type GlobalToken } from 'antd';
import { contrastRatio, flatten } from '@/lib/color/contrast.ts';
import { accessibleTheme } from './accessible-theme.ts';

const token = (dark: boolean, seed: Record<string, string> = {}) =>
  theme.getDesignToken({ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm, token: seed }) as GlobalToken;

describe('accessibleTheme', () => {
  it.each<[string, GlobalToken]>([
    ['antd light', token(false)],
    ['antd dark', token(true)],
    // the console's dark seeds: its primary colour is darker than its links
    ['console-like dark', token(true, { colorPrimary: '#3c89e8', colorLink: '#69b1ff' })],
  ])('%s: links (Register, Forgot password?) and placeholders reach 4.5:1 on the dialog', (_name, t) => {
    const readable = accessibleTheme(t).token as Record<string, string>;
    for (const key of ['colorLink', 'colorLinkHover', 'colorLinkActive', 'colorError', 'colorTextPlaceholder']) {
      expect(contrastRatio(readable[key], t.colorBgElevated), `${key} ${readable[key]} on ${t.colorBgElevated}`).toBeGreaterThanOrEqual(4.5);
    }
    const disabled = flatten(t.colorBgContainerDisabled, t.colorBgElevated);
    expect(contrastRatio(readable.colorTextPlaceholder, disabled), 'placeholder on a disabled field').toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the surrounding theme’s link colour where it already reads well', () => {
    const t = token(true, { colorLink: '#69b1ff' });
    expect((accessibleTheme(t).token as Record<string, string>).colorLink).toBe(t.colorLink);
  });
});
