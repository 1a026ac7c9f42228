import { PieCanvas } from '@nivo/pie';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** Pie, or donut (a pie with a hole): each key's share of the total. */
export default function PieRenderer({ rows, family, unit, width, height, displayType }: RendererProps) {
  const theme = useNivoTheme();
  const items = itemsOf(family, rows).filter((i) => i.value > 0);
  return (
    <PieCanvas
      width={width}
      height={height}
      data={items.map((i) => ({ id: i.label, label: i.label, value: i.value }))}
      margin={{ top: 16, right: 90, bottom: 16, left: 90 }}
      innerRadius={displayType === 'donut' ? 0.55 : 0}
      padAngle={0.7}
      colors={PALETTE}
      theme={theme}
      arcLinkLabelsTextColor={theme.text.fill}
      arcLinkLabelsSkipAngle={12}
      arcLabelsSkipAngle={20}
      valueFormat={(v) => formatValue(v, unit)}
    />
  );
}
