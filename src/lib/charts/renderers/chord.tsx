import { ChordCanvas } from '@nivo/chord';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { chordMatrix } from '../transforms.ts';
import type { FlowRow, RendererProps } from '../types.ts';

const LABEL_CHARS = 16;

/** Flows between nodes as a chord diagram: an arc per node, a ribbon per pair sized by the flows both ways. */
export default function ChordRenderer({ rows, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const { keys, matrix } = chordMatrix(rows as FlowRow[]);
  // labels sit outside the circle: keep room for them on every side
  const room = Math.min(90, Math.round(Math.min(width, height) / 5));
  return (
    <ChordCanvas
      width={width}
      height={height}
      keys={keys}
      data={matrix}
      margin={{ top: room, right: room, bottom: room, left: room }}
      padAngle={0.03}
      innerRadiusRatio={0.92}
      colors={PALETTE}
      theme={theme}
      ribbonOpacity={0.6}
      arcBorderWidth={0}
      ribbonBorderWidth={0}
      labelOffset={8}
      labelRotation={-90}
      labelTextColor={theme.text.fill}
      label={(arc) => (arc.id.length > LABEL_CHARS ? `${arc.id.slice(0, LABEL_CHARS - 1)}…` : arc.id)}
      valueFormat={(v) => formatValue(v, unit)}
    />
  );
}
