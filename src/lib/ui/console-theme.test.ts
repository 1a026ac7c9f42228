import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { contrastRatio as contrast, flatten } from '@/lib/color/contrast.ts';
import { consoleTheme, type ThemeMode } from './console-theme.ts';

/** The tokens antd's ConfigProvider ends up with: seeds run through the algorithm, every other token as given. */
function resolved(mode: ThemeMode) {
  const config = consoleTheme(mode);
  const token = config.token as Record<string, string | number>;
  const design = theme.getDesignToken(config) as unknown as Record<string, string>;
  for (const [key, value] of Object.entries(token)) {
    if (!(key in theme.defaultSeed)) design[key] = String(value);
  }
  return { design, components: (config.components ?? {}) as Record<string, Record<string, string>> };
}

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const { design, components } = resolved(mode);
  const surfaces = { page: design.colorBgLayout, card: design.colorBgContainer, dialog: design.colorBgElevated };

  it.each(['colorLink', 'colorLinkHover', 'colorError', 'colorErrorText', 'colorTextDescription', 'colorTextTertiary'])(
    'text in %s reaches 4.5:1 on the page, cards and dialogs',
    (key) => {
      for (const [surface, bg] of Object.entries(surfaces)) {
        expect(contrast(design[key], bg), `${key} ${design[key]} on ${surface} ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('placeholders reach 4.5:1 in fields, disabled ones included (a disabled picker still says what it is for)', () => {
    const disabled = flatten(design.colorBgContainerDisabled, design.colorBgContainer);
    for (const [surface, bg] of Object.entries({ field: design.colorBgContainer, disabled })) {
      expect(contrast(design.colorTextPlaceholder, bg), `placeholder on ${surface} ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('white on primary buttons (at rest, hovered, pressed) and on count badges reaches 4.5:1', () => {
    const badge = components.Badge?.colorError ?? design.colorError;
    for (const bg of [design.colorPrimary, design.colorPrimaryHover, design.colorPrimaryActive, badge]) {
      expect(contrast('#ffffff', bg), `white on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a danger menu entry (Delete in the side menu) reaches 4.5:1, hovered too', () => {
    const danger = components.Menu?.dangerItemHoverColor ?? design.colorError;
    const rest = components.Menu?.dangerItemColor ?? design.colorError;
    for (const surface of [design.colorBgContainer, design.colorBgElevated]) {
      expect(contrast(rest, surface), `${rest} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      const hovered = flatten(design.colorBgTextHover, surface);
      expect(contrast(danger, hovered), `${danger} on ${hovered}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a hovered default button’s text reaches 4.5:1 in a dialog', () => {
    const hover = components.Button?.defaultHoverColor ?? design.colorPrimaryHover;
    expect(contrast(hover, design.colorBgElevated)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(design.colorErrorHover, design.colorBgElevated)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('motion', () => {
  it.each(['light', 'dark'] as const)('the %s theme animates by default and not at all for a user who prefers reduced motion', (mode) => {
    expect(consoleTheme(mode).token?.motion).toBe(true);
    expect(consoleTheme(mode, true).token?.motion).toBe(false);
  });
});
