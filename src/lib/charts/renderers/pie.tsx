import { PieCanvas } from '@nivo/pie';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** Pie, or donut (a pie with a hole): each key's share of the total. */
export default function PieRenderer({ rows, family, unit, width, height, displayType, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  // a slice shows a share: nothing and less than nothing have none
  const items = itemsOf(family, rows).filter((i) => i.value > 0);
  const byId = new Map(items.map((i) => [i.id, i]));
  // labels beside the slices need room on both sides; a narrow widget keeps the pie and drops them
  const side = width >= 360 ? 96 : 16;
  return (
    <PieCanvas
      width={width}
      height={height}
      data={items.map((i) => ({ id: i.id, label: i.label, value: i.value }))}
      margin={{ top: 20, right: side, bottom: 20, left: side }}
      innerRadius={displayType === 'donut' ? 0.55 : 0}
      padAngle={0.7}
      cornerRadius={2}
      colors={PALETTE}
      theme={theme}
      enableArcLinkLabels={width >= 360}
      arcLinkLabelsTextColor={theme.text.fill}
      arcLinkLabelsColor={{ from: 'color' }}
      arcLinkLabelsSkipAngle={12}
      arcLinkLabel={(d) => {
        const label = String(d.label);
        return label.length > 18 ? `${label.slice(0, 17)}…` : label;
      }}
      enableArcLabels={false}
      valueFormat={(v) => formatValue(v, unit)}
      onClick={onSelect ? (d) => onSelect(byId.get(String(d.id))?.row) : undefined}
    />
  );
}
