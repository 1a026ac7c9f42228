import { Sankey } from '@nivo/sankey';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { acyclicLinks } from '../transforms.ts';
import type { FlowRow, RendererProps } from '../types.ts';

const LABEL_CHARS = 18;

/**
 * Flows from sources to targets. SVG: nivo has no canvas sankey, and a flow view's page of links is small. Links that
 * would close a cycle are left out (see acyclicLinks); the table view still lists them.
 */
export default function SankeyRenderer({ rows, unit, width, height, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  const links = acyclicLinks((rows as FlowRow[]).filter((l) => l.value > 0));
  const nodes = [...new Set(links.flatMap((l) => [l.source, l.target]))].map((id) => ({ id }));
  const side = Math.min(140, Math.round(width / 5));
  return (
    <Sankey
      width={width}
      height={height}
      data={{ nodes, links: links.map(({ source, target, value }) => ({ source, target, value })) }}
      margin={{ top: 8, right: side, bottom: 8, left: side }}
      colors={PALETTE}
      theme={theme}
      animate={false}
      nodeThickness={12}
      nodeSpacing={10}
      nodeOpacity={1}
      nodeBorderWidth={0}
      linkOpacity={0.45}
      linkBlendMode="normal"
      labelPosition="outside"
      labelPadding={8}
      labelTextColor={theme.text.fill}
      label={(n) => (n.id.length > LABEL_CHARS ? `${n.id.slice(0, LABEL_CHARS - 1)}…` : n.id)}
      valueFormat={(v) => formatValue(v, unit)}
      // the container is the image with the summary; the drawing inside adds no second one
      role="presentation"
      onClick={
        onSelect
          ? (d) => {
              if (!('source' in d)) return;
              onSelect(links.find((l) => l.source === d.source.id && l.target === d.target.id));
            }
          : undefined
      }
    />
  );
}
