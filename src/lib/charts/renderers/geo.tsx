import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { ChoroplethCanvas } from '@nivo/geo';
import { theme as antdTheme } from 'antd';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { msg } from '../text.ts';
import { MAP_STEPS, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { mapScale, type MapScale } from '../map-scale.ts';
import type { GeoRow, RendererProps } from '../types.ts';

// country shapes from the bundled world atlas: no tile server, works offline and under the console's CSP; each
// feature's id is its ISO 3166-1 numeric code as three digits ("004", "840")
const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>;
const countries = (feature(topology, topology.objects.countries) as unknown as { features: unknown[] }).features;

type Rotation = [number, number, number];

/** The globe's starting view: Europe, Africa and the Middle East, tilted a little towards the north. */
const GLOBE_START: Rotation = [-10, -20, 0];
const STEP = 15;

/** The rotation an arrow key turns the globe to (left and right: longitude; up and down: latitude), if any. */
function rotateByKey([lambda, phi, gamma]: Rotation, key: string): Rotation | null {
  const clampPhi = (p: number) => Math.max(-90, Math.min(90, p));
  switch (key) {
    case 'ArrowLeft':
      return [lambda + STEP, phi, gamma];
    case 'ArrowRight':
      return [lambda - STEP, phi, gamma];
    case 'ArrowUp':
      return [lambda, clampPhi(phi - STEP), gamma];
    case 'ArrowDown':
      return [lambda, clampPhi(phi + STEP), gamma];
    default:
      return null;
  }
}

/** The longitude at the centre of the view, -180…180 (the projection rotates the world the other way). */
const centreLongitude = (lambda: number) => Math.round(((((-lambda + 180) % 360) + 360) % 360) - 180);

/**
 * Countries coloured by value: a flat world map, or a globe (orthographic projection) that turns by dragging or,
 * once focused, with the arrow keys.
 */
export default function GeoRenderer({ rows, unit, width, height, displayType, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  const { token } = antdTheme.useToken();
  const globe = displayType === 'globe';
  const [rotation, setRotation] = useState<Rotation>(GLOBE_START);
  const [drag, setDrag] = useState<{ x: number; y: number; from: Rotation } | null>(null);
  // a drag ends with a click on the canvas: that one turned the globe and chooses no country
  const dragged = useRef(false);
  const byId = new Map((rows as GeoRow[]).map((r) => [String(r.isoNumeric).padStart(3, '0'), r]));
  // a country with nothing in the period is land without data, not the lightest bin
  const data = [...byId].filter(([, r]) => r.value > 0).map(([id, r]) => ({ id, value: r.value }));
  const scale = mapScale(
    data.map((d) => d.value),
    unit,
    MAP_STEPS,
    (from, to) => msg('charts.mapBin', from, to),
  );
  const legend = height >= 200 && width >= 320;

  const map = (
    <ChoroplethCanvas
      width={width}
      height={height}
      features={countries}
      data={data}
      match="id"
      label="properties.name"
      domain={scale?.domain ?? [0, 1]}
      colors={scale?.colors ?? MAP_STEPS}
      // land without data still reads as land on either theme's card
      unknownColor={token.colorFillSecondary}
      borderWidth={0.5}
      borderColor={token.colorBorder}
      theme={theme}
      projectionType={globe ? 'orthographic' : 'naturalEarth1'}
      projectionScale={globe ? Math.min(width, height) / 2.15 : Math.min(width / 6.2, height / 3.4)}
      projectionTranslation={[0.5, globe ? 0.5 : 0.55]}
      projectionRotation={globe ? rotation : [0, 0, 0]}
      enableGraticule={globe}
      graticuleLineColor={token.colorSplit}
      valueFormat={(v) => formatValue(Number(v), unit)}
      onClick={onSelect ? (f) => (f.data ? onSelect(byId.get(String((f.data as { id: string }).id))) : undefined) : undefined}
    />
  );
  const key = <MapLegend scale={scale} shown={legend} background={token.colorBgContainer} />;
  if (!globe) {
    return (
      <div className="chart-map" style={{ width, height }}>
        {map}
        {key}
      </div>
    );
  }

  const onKeyDown = (e: KeyboardEvent) => {
    const next = rotateByKey(rotation, e.key);
    if (!next) return;
    e.preventDefault();
    setRotation(next);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    // keep the drag when the pointer leaves the globe, as a scroll bar does
    e.currentTarget.setPointerCapture?.(e.pointerId);
    dragged.current = false;
    setDrag({ x: e.clientX, y: e.clientY, from: rotation });
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag) return;
    const [lambda, phi] = drag.from;
    if (Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) > 4) dragged.current = true;
    setRotation([lambda + (e.clientX - drag.x) / 3, Math.max(-90, Math.min(90, phi - (e.clientY - drag.y) / 3)), 0]);
  };
  const lon = centreLongitude(rotation[0]);
  const lat = Math.round(-rotation[1]);
  return (
    <div className="chart-map" style={{ width, height }}>
      {/* a slider of the globe's turn: left and right change the longitude in view, up and down tilt it */}
      <div
        role="slider"
        tabIndex={0}
        className="chart-globe"
        aria-roledescription={msg('charts.globe')}
        aria-label={msg('charts.globeKeys')}
        aria-orientation="horizontal"
        aria-valuemin={-180}
        aria-valuemax={180}
        aria-valuenow={lon}
        aria-valuetext={msg('charts.globeRotation', lon, lat)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDrag(null)}
        onPointerCancel={() => setDrag(null)}
        onClickCapture={(e: MouseEvent) => {
          if (dragged.current) e.stopPropagation();
        }}
        style={{ width, height }}
      >
        {map}
      </div>
      {key}
    </div>
  );
}

/**
 * The map's colour scale as text beside a swatch of each bin, over the map's lower left corner; where no country has
 * anything in the period, it says so instead (at any size).
 */
function MapLegend({ scale, shown, background }: { scale: MapScale | null; shown: boolean; background: string }) {
  if (!scale) {
    return (
      <p className="chart-map-note" style={{ background }}>
        {msg('charts.mapEmpty')}
      </p>
    );
  }
  if (!shown) return null;
  return (
    <ul className="chart-map-legend" aria-label={msg('charts.mapLegend')} style={{ background }}>
      {scale.bins.map((b) => (
        <li key={b.label}>
          <span className="chart-map-swatch" style={{ background: b.color }} />
          {b.label}
        </li>
      ))}
    </ul>
  );
}
