import { Sankey } from '@nivo/sankey';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { acyclicLinks } from '../transforms.ts';
import type { FlowRow, RendererProps } from '../types.ts';

/** Flows from sources to targets (SVG: nivo has no canvas sankey; flows are few). */
export default function SankeyRenderer({ rows, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const links = acyclicLinks(rows as FlowRow[]).filter((l) => l.value > 0);
  const nodes = [...new Set(links.flatMap((l) => [l.source, l.target]))].map((id) => ({ id }));
  return (
    <Sankey
      width={width}
      height={height}
      data={{ nodes, links }}
      margin={{ top: 8, right: 120, bottom: 8, left: 120 }}
      colors={PALETTE}
      theme={theme}
      nodeThickness={12}
      nodeSpacing={8}
      linkOpacity={0.4}
      labelTextColor={theme.text.fill}
      valueFormat={(v) => formatValue(v, unit)}
      role="presentation"
    />
  );
}
