import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import './ap-map.css';
import { Link, useLocation } from 'react-router';
import { Badge, Button, Empty, Select, Typography, theme as antdTheme } from 'antd';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import type { ApMapFloorMap, ApMapSite, ApMapSiteAp } from '@generated/types/entities.ts';
import { useListApFloorMaps, useListApSites } from '@/lib/api/endpoints/apmap.gen.ts';
import { msg } from './text.ts';
import { formatCount } from '@/lib/format/index.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ApStateBadge, ListHeading, Loaded, stateText } from './parts.tsx';
import { fitPoints, geometryPath, MAP_UNITS, project, viewBoxOf, worldViewport, type Viewport } from './logic/geo.ts';
import { countStates, regionsOf, siteState, type ApCounts } from './logic/sites.ts';
import { floorMapLink } from './logic/routes.ts';

// country shapes from the bundled world atlas: no tile server, so the map works offline and under the console's CSP
const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>;
const LAND = (feature(topology, topology.objects.countries) as unknown as { features: Array<{ geometry: { type: string; coordinates: unknown } }> }).features
  .map((f) => geometryPath(f.geometry))
  .join('');

const ALL = '\u0000all';
const WORLD = '\u0000world';

const countsText = (c: ApCounts) => msg('apMap.counts', formatCount(c.total), formatCount(c.up), formatCount(c.down));

interface SiteRow extends ApMapSite {
  counts: ApCounts;
}

const AP_COLUMNS: GridColumn<ApMapSiteAp>[] = [
  { key: 'name', name: msg('apMap.col.name'), width: 220 },
  { key: 'serial', name: msg('apMap.col.serial'), width: 180, value: (ap) => ap['wtp-id'] },
  { key: 'model', name: msg('apMap.col.model'), width: 140, value: (ap) => ap['_platform-name'] },
  { key: 'state', name: msg('apMap.col.status'), minWidth: 110, text: stateText, renderCell: (ap) => <ApStateBadge ap={ap} /> },
];

const countColumn = (key: keyof ApCounts, name: string, width?: number): GridColumn<SiteRow> => ({
  key,
  name,
  width,
  minWidth: 90,
  sortDescendingFirst: true,
  value: (s) => s.counts[key],
  text: (s) => formatCount(s.counts[key]),
  cellClass: 'ap-map-number',
});

/**
 * Geographic Map: the ADOM's sites on a world map drawn from bundled geography, each a focusable marker naming its
 * access points up and down; zooming to a region; the same sites as a list; a chosen site's access points and links
 * to its floor maps. Both lists are searched and sorted per column (kept in the address) and exported as CSV.
 */
export function GeographicMap() {
  const sites = useListApSites();
  const floorMaps = useListApFloorMaps();
  return (
    <Loaded
      queries={[
        [sites, 'apMap.sitesFailed'],
        [floorMaps, 'apMap.floorMapsFailed'],
      ]}
    >
      {() => <SitesMap sites={sites.data ?? []} floorMaps={floorMaps.data ?? []} />}
    </Loaded>
  );
}

function SitesMap({ sites, floorMaps }: { sites: ApMapSite[]; floorMaps: ApMapFloorMap[] }) {
  const { token } = antdTheme.useToken();
  const { pathname } = useLocation();
  const [zoom, setZoom] = useState<string>(ALL);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sitesGrid = useRef<DataGridHandle<SiteRow>>(null);
  const apsGrid = useRef<DataGridHandle<ApMapSiteAp>>(null);
  const sitesUrl = useGridUrlState({ prefix: 'site.' });
  const apsUrl = useGridUrlState({ prefix: 'ap.' });
  const rows: SiteRow[] = useMemo(() => sites.map((s) => ({ ...s, counts: countStates(s.aps) })), [sites]);
  const regions = useMemo(() => regionsOf(sites), [sites]);
  const view: Viewport = useMemo(() => {
    if (zoom === WORLD) return worldViewport();
    const shown = zoom === ALL ? sites : sites.filter((s) => s.region === zoom);
    return fitPoints(shown.map((s) => project(s.longitude, s.latitude)));
  }, [zoom, sites]);
  const selected = rows.find((s) => s.id === selectedId) ?? null;
  const choose = (id: string) => setSelectedId((cur) => (cur === id ? null : id));
  const siteColumns = useMemo<GridColumn<SiteRow>[]>(
    () => [
      {
        key: 'name',
        name: msg('apMap.col.site'),
        width: 200,
        renderCell: (s, { tabIndex }) => (
          <Button
            type="link"
            size="small"
            tabIndex={tabIndex}
            aria-pressed={s.id === selectedId}
            style={s.id === selectedId ? { fontWeight: 600 } : undefined}
            aria-label={msg('apMap.gmap.show', s.name)}
            onClick={() => choose(s.id)}
          >
            {s.name}
          </Button>
        ),
      },
      { key: 'city', name: msg('apMap.col.location'), width: 160 },
      { key: 'region', name: msg('apMap.col.region'), width: 130 },
      countColumn('total', msg('apMap.col.aps'), 130),
      countColumn('up', msg('apMap.col.up'), 90),
      countColumn('down', msg('apMap.col.down')),
    ],
    [selectedId],
  );

  if (!sites.length) return <Empty description={msg('apMap.gmap.noSites')} />;

  const colour = { up: token.colorSuccess, down: token.colorError, unknown: token.colorTextTertiary };
  const r = view.width * MAP_UNITS * 0.014;
  const onKey = (id: string) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    choose(id);
  };

  return (
    <>
      <div className="ap-map-toolbar">
        <Select
          aria-label={msg('apMap.gmap.region')}
          value={zoom}
          onChange={setZoom}
          style={{ minWidth: 200 }}
          options={[{ value: ALL, label: msg('apMap.gmap.allSites') }, ...regions.map((r) => ({ value: r, label: r })), { value: WORLD, label: msg('apMap.gmap.world') }]}
        />
      </div>
      <svg
        role="group"
        aria-label={msg('apMap.gmap.map')}
        className="ap-map-world"
        viewBox={viewBoxOf(view)}
        preserveAspectRatio="xMidYMid meet"
        style={{ background: token.colorInfoBg }}
      >
        <path d={LAND} fill={token.colorBgContainer} stroke={token.colorBorder} strokeWidth={0.6} vectorEffect="non-scaling-stroke" aria-hidden="true" />
        {rows.map((s) => {
          const [x, y] = project(s.longitude, s.latitude);
          const state = siteState(s.counts);
          const isSelected = s.id === selectedId;
          return (
            <g
              key={s.id}
              role="button"
              tabIndex={0}
              aria-pressed={isSelected}
              aria-label={msg('apMap.gmap.site', s.name, countsText(s.counts))}
              className="ap-map-site"
              transform={`translate(${x * MAP_UNITS} ${y * MAP_UNITS})`}
              onClick={() => choose(s.id)}
              onKeyDown={onKey(s.id)}
            >
              <title>{msg('apMap.gmap.site', s.name, countsText(s.counts))}</title>
              <circle r={r} fill={token.colorBgContainer} stroke={colour[state]} strokeWidth={isSelected ? 5 : 3} vectorEffect="non-scaling-stroke" />
              <text textAnchor="middle" dominantBaseline="central" fontSize={r * 1.1} fill={token.colorText} aria-hidden="true">
                {s.counts.total}
              </text>
              <circle className="ap-map-focus" r={r * 1.45} fill="none" stroke={token.colorPrimary} strokeWidth={0} vectorEffect="non-scaling-stroke" />
            </g>
          );
        })}
      </svg>

      <ul className="ap-map-legend" aria-label={msg('apMap.gmap.legend')}>
        <li>
          <Badge color={colour.up} text={msg('apMap.gmap.legendUp')} />
        </li>
        <li>
          <Badge color={colour.down} text={msg('apMap.gmap.legendDown')} />
        </li>
        <li>
          <Badge color={colour.unknown} text={msg('apMap.gmap.legendUnknown')} />
        </li>
      </ul>
      {selected ? (
        <section aria-label={msg('apMap.gmap.siteAps', selected.name)}>
          <ListHeading
            title={msg('apMap.gmap.siteAps', selected.name)}
            exportDisabled={!selected.aps.length}
            onExport={() => apsGrid.current?.exportCsv('site-access-points')}
          />
          <Typography.Paragraph>{`${selected.city} · ${countsText(selected.counts)}`}</Typography.Paragraph>
          <DataGrid<ApMapSiteAp>
            ref={apsGrid}
            {...apsUrl}
            aria-label={msg('apMap.gmap.siteAps', selected.name)}
            columns={AP_COLUMNS}
            rows={selected.aps}
            rowKey={(ap) => ap['wtp-id']}
            emptyText={msg('apMap.gmap.noAps')}
            height={300}
          />
          <Typography.Title level={3} className="ap-map-section">
            {msg('apMap.gmap.floorMaps')}
          </Typography.Title>
          {selected.floorMapIds.length ? (
            <ul>
              {selected.floorMapIds.map((id) => {
                const m = floorMaps.find((f) => f.id === id);
                return m ? (
                  <li key={id}>
                    <Link to={floorMapLink(pathname, 'floor', id)}>{m.name}</Link>
                  </li>
                ) : null;
              })}
            </ul>
          ) : (
            <Typography.Paragraph type="secondary">{msg('apMap.gmap.noFloorMaps')}</Typography.Paragraph>
          )}
        </section>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {msg('apMap.gmap.chooseSite')}
        </Typography.Paragraph>
      )}
      <ListHeading title={msg('apMap.gmap.sites')} exportDisabled={!rows.length} onExport={() => sitesGrid.current?.exportCsv('sites')} />
      <DataGrid<SiteRow>
        ref={sitesGrid}
        {...sitesUrl}
        aria-label={msg('apMap.gmap.sites')}
        columns={siteColumns}
        rows={rows}
        rowKey={(s) => s.id}
        onRowActivate={(s) => choose(s.id)}
        height={400}
      />
    </>
  );
}
