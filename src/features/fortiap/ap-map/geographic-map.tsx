import { useMemo, useState, type KeyboardEvent } from 'react';
import './ap-map.css';
import { Link, useLocation } from 'react-router';
import { Badge, Button, Empty, Select, Table, Typography, theme as antdTheme } from 'antd';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import type { ApMapFloorMap, ApMapSite, ApMapSiteAp } from '@generated/types/entities.ts';
import { useListApFloorMaps, useListApSites } from '@/lib/api/endpoints/apmap.gen.ts';
import { msg } from './text.ts';
import { ApStateBadge, Loaded } from './parts.tsx';
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

const countsText = (c: ApCounts) => msg('apMap.counts', c.total, c.up, c.down);

interface SiteRow extends ApMapSite {
  counts: ApCounts;
}

/**
 * Geographic Map: the ADOM's sites on a world map drawn from bundled geography, each a focusable marker naming its
 * access points up and down; zooming to a region; the same sites as a table; a chosen site's access points and links
 * to its floor maps.
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
  const rows: SiteRow[] = useMemo(() => sites.map((s) => ({ ...s, counts: countStates(s.aps) })), [sites]);
  const regions = useMemo(() => regionsOf(sites), [sites]);
  const view: Viewport = useMemo(() => {
    if (zoom === WORLD) return worldViewport();
    const shown = zoom === ALL ? sites : sites.filter((s) => s.region === zoom);
    return fitPoints(shown.map((s) => project(s.longitude, s.latitude)));
  }, [zoom, sites]);
  const selected = rows.find((s) => s.id === selectedId) ?? null;

  if (!sites.length) return <Empty description={msg('apMap.gmap.noSites')} />;

  const colour = { up: token.colorSuccess, down: token.colorError, unknown: token.colorTextTertiary };
  const r = view.width * MAP_UNITS * 0.014;
  const choose = (id: string) => setSelectedId((cur) => (cur === id ? null : id));
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
          <Typography.Title level={2} className="ap-map-section">
            {msg('apMap.gmap.siteAps', selected.name)}
          </Typography.Title>
          <Typography.Paragraph>{`${selected.city} · ${countsText(selected.counts)}`}</Typography.Paragraph>
          <Table<ApMapSiteAp>
            rowKey="wtp-id"
            size="small"
            pagination={false}
            dataSource={selected.aps}
            locale={{ emptyText: msg('apMap.gmap.noAps') }}
            columns={[
              { key: 'name', dataIndex: 'name', title: msg('apMap.col.name') },
              { key: 'serial', dataIndex: 'wtp-id', title: msg('apMap.col.serial') },
              { key: 'model', dataIndex: '_platform-name', title: msg('apMap.col.model') },
              { key: 'state', title: msg('apMap.col.status'), render: (_, ap) => <ApStateBadge ap={ap} /> },
            ]}
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
      <Typography.Title level={2} className="ap-map-section">
        {msg('apMap.gmap.sites')}
      </Typography.Title>
      <Table<SiteRow>
        rowKey="id"
        size="small"
        dataSource={rows}
        pagination={false}
        columns={[
          {
            key: 'name',
            title: msg('apMap.col.site'),
            render: (_, s) => (
              <Button type="link" size="small" aria-pressed={s.id === selectedId} style={s.id === selectedId ? { fontWeight: 600 } : undefined} aria-label={msg('apMap.gmap.show', s.name)} onClick={() => choose(s.id)}>
                {s.name}
              </Button>
            ),
            sorter: (a, b) => a.name.localeCompare(b.name),
          },
          { key: 'city', dataIndex: 'city', title: msg('apMap.col.location') },
          { key: 'region', dataIndex: 'region', title: msg('apMap.col.region') },
          { key: 'aps', title: msg('apMap.col.aps'), render: (_, s) => s.counts.total, align: 'right' },
          { key: 'up', title: msg('apMap.col.up'), render: (_, s) => s.counts.up, align: 'right' },
          { key: 'down', title: msg('apMap.col.down'), render: (_, s) => s.counts.down, align: 'right' },
        ]}
      />

    </>
  );
}
