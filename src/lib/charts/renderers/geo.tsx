import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChoroplethCanvas } from '@nivo/geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { msg } from '@/lib/i18n/messages.ts';
import { useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import type { GeoRow, RendererProps } from '../types.ts';

// country shapes from the bundled world atlas: no tile server, works offline; ids are ISO 3166 numeric codes
const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>;
const countries = (feature(topology, topology.objects.countries) as unknown as { features: unknown[] }).features;

const STEP = 15;

/**
 * Countries coloured by value: a flat world map, or a globe (orthographic) that turns by dragging or, once
 * focused, with the arrow keys.
 */
export default function GeoRenderer({ rows, unit, width, height, displayType }: RendererProps) {
  const theme = useNivoTheme();
  const globe = displayType === 'globe';
  const [rotation, setRotation] = useState<[number, number, number]>([-10, -20, 0]);
  const [drag, setDrag] = useState<{ x: number; y: number; r: [number, number, number] } | null>(null);
  const data = (rows as GeoRow[]).map((r) => ({ id: r.isoNumeric, value: r.value }));
  const max = Math.max(1, ...data.map((d) => d.value));

  const map = (
    <ChoroplethCanvas
      width={width}
      height={height}
      features={countries}
      data={data}
      match="id"
      domain={[0, max]}
      colors="reds"
      unknownColor={theme.grid.line.stroke}
      borderWidth={0.4}
      borderColor={theme.axis.domain.line.stroke}
      theme={theme}
      projectionType={globe ? 'orthographic' : 'naturalEarth1'}
      projectionScale={globe ? Math.min(width, height) / 2.1 : width / 6.2}
      projectionTranslation={[0.5, globe ? 0.5 : 0.58]}
      projectionRotation={globe ? rotation : [0, 0, 0]}
      enableGraticule={globe}
      graticuleLineColor={theme.grid.line.stroke}
      valueFormat={(v) => formatValue(Number(v), unit)}
      label="properties.name"
    />
  );
  if (!globe) return map;

  const onKeyDown = (e: KeyboardEvent) => {
    const [l, p, g] = rotation;
    const next: Record<string, [number, number, number]> = {
      ArrowLeft: [l + STEP, p, g],
      ArrowRight: [l - STEP, p, g],
      ArrowUp: [l, Math.max(-90, p - STEP), g],
      ArrowDown: [l, Math.min(90, p + STEP), g],
    };
    if (next[e.key]) {
      e.preventDefault();
      setRotation(next[e.key]);
    }
  };
  return (
    // the globe turns with the arrow keys: a slider of its longitude (up and down tilt it)
    <div
      role="slider"
      tabIndex={0}
      className="chart-globe"
      aria-roledescription={msg('charts.globe')}
      aria-label={msg('charts.globeKeys')}
      aria-valuemin={-180}
      aria-valuemax={180}
      aria-valuenow={Math.round((((rotation[0] % 360) + 540) % 360) - 180)}
      aria-valuetext={msg('charts.globeRotation', Math.round(-rotation[0]), Math.round(-rotation[1]))}
      onKeyDown={onKeyDown}
      onPointerDown={(e: PointerEvent) => setDrag({ x: e.clientX, y: e.clientY, r: rotation })}
      onPointerMove={(e: PointerEvent) => {
        if (!drag) return;
        setRotation([drag.r[0] + (e.clientX - drag.x) / 3, Math.max(-90, Math.min(90, drag.r[1] - (e.clientY - drag.y) / 3)), 0]);
      }}
      onPointerUp={() => setDrag(null)}
      onPointerLeave={() => setDrag(null)}
    >
      {map}
    </div>
  );
}
