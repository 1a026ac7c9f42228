import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { consoleTheme, type ThemeMode } from './theme.ts';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  if (color.startsWith('#')) {
    const hex = color.slice(1);
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    const a = full.length === 8 ? parseInt(full.slice(6, 8), 16) / 255 : 1;
    return [r, g, b, a];
  }
  const parts = /rgba?\(([^)]+)\)/.exec(color)![1].split(',').map(Number);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

function over(fg: string, bg: string): Rgba {
  const f = parse(fg);
  const b = parse(bg);
  return [0, 1, 2].map((i) => f[i] * f[3] + b[i] * (1 - f[3])).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(fg: string, bg: string): number {
  const a = luminance(over(fg, bg));
  const b = luminance(parse(bg));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

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

  it('white on primary buttons (at rest, hovered, pressed) and on count badges reaches 4.5:1', () => {
    const badge = components.Badge?.colorError ?? design.colorError;
    for (const bg of [design.colorPrimary, design.colorPrimaryHover, design.colorPrimaryActive, badge]) {
      expect(contrast('#ffffff', bg), `white on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a hovered default button’s text reaches 4.5:1 in a dialog', () => {
    const hover = components.Button?.defaultHoverColor ?? design.colorPrimaryHover;
    expect(contrast(hover, design.colorBgElevated)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(design.colorErrorHover, design.colorBgElevated)).toBeGreaterThanOrEqual(4.5);
  });
});
