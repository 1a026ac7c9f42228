import { ChordCanvas } from '@nivo/chord';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { chordMatrix } from '../transforms.ts';
import type { FlowRow, RendererProps } from '../types.ts';

/** Flows between nodes as a chord diagram. */
export default function ChordRenderer({ rows, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const { keys, matrix } = chordMatrix(rows as FlowRow[]);
  return (
    <ChordCanvas
      width={width}
      height={height}
      keys={keys}
      data={matrix}
      margin={{ top: 40, right: 40, bottom: 40, left: 40 }}
      colors={PALETTE}
      theme={theme}
      labelTextColor={theme.text.fill}
      valueFormat={(v) => formatValue(v, unit)}
    />
  );
}
