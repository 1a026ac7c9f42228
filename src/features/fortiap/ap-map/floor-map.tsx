import { useMemo, useRef } from 'react';
import './ap-map.css';
import { Link, useLocation } from 'react-router';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import { withParam } from '@/lib/url/search-params.ts';
import { Descriptions, Empty, Select, Typography } from 'antd';
import type { ApMapFloorMap, ApMapPlacement, ApMapSite, ApMapSiteAp } from '@generated/types/entities.ts';
import { useListApFloorMaps, useListApSites } from '@/lib/api/endpoints/apmap.gen.ts';
import { msg } from './text.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ApStateBadge, ListHeading, Loaded, stateText } from './parts.tsx';
import { FloorPlan } from './floor-plan.tsx';
import { metresText, toMetres, unplaced } from './logic/placement.ts';
import { floorMapLink } from './logic/routes.ts';

/** The floor map the address names (?map=id), else the first one. */
export function useChosenFloorMap(maps: ApMapFloorMap[]) {
  const [params, setParams] = useSearchState();
  const wanted = Number(params.get('map'));
  const map = maps.find((m) => m.id === wanted) ?? maps[0];
  const choose = (id: number) => setParams((p) => withParam(p, 'map', String(id)));
  return [map, choose] as const;
}

export function floorMapOptions(maps: ApMapFloorMap[], sites: ApMapSite[]) {
  return maps.map((m) => ({ value: m.id, label: msg('apMap.floor.option', sites.find((s) => s.id === m.siteId)?.name ?? m.siteId, m.name) }));
}

/** The ids of the access points placed on the site's other floor maps: they are not offered for this one. */
export function placedElsewhere(map: ApMapFloorMap | undefined, maps: ApMapFloorMap[]): Set<string> {
  return new Set(maps.filter((m) => m.siteId === map?.siteId && m.id !== map?.id).flatMap((m) => m.placements.map((p) => p['wtp-id'])));
}

export function siteApsOf(map: ApMapFloorMap | undefined, sites: ApMapSite[]): ApMapSiteAp[] {
  return sites.find((s) => s.id === map?.siteId)?.aps ?? [];
}

/**
 * Floor Map: a floor plan with its access points as markers, and the same placements as a list (searched and sorted
 * per column, kept in the address; Export CSV).
 */
export function FloorMapView() {
  const sites = useListApSites();
  const maps = useListApFloorMaps();
  return (
    <Loaded
      queries={[
        [maps, 'apMap.floorMapsFailed'],
        [sites, 'apMap.sitesFailed'],
      ]}
    >
      {() => <FloorMapContent maps={maps.data ?? []} sites={sites.data ?? []} />}
    </Loaded>
  );
}

interface PlacementRow extends ApMapPlacement {
  ap?: ApMapSiteAp;
  /** metres from the left and from the top */
  x: number;
  y: number;
}

const PLACEMENT_COLUMNS: GridColumn<PlacementRow>[] = [
  { key: 'name', name: msg('apMap.col.name'), width: 220, value: (r) => r.ap?.name ?? r['wtp-id'] },
  { key: 'serial', name: msg('apMap.col.serial'), width: 170, value: (r) => r['wtp-id'] },
  { key: 'model', name: msg('apMap.col.model'), width: 130, value: (r) => r.ap?.['_platform-name'] ?? '' },
  {
    key: 'state',
    name: msg('apMap.col.status'),
    width: 110,
    text: (r) => (r.ap ? stateText(r.ap) : msg('apMap.state.unknown')),
    renderCell: (r) => (r.ap ? <ApStateBadge ap={r.ap} /> : msg('apMap.state.unknown')),
  },
  { key: 'x', name: msg('apMap.col.x'), width: 120, text: (r) => metresText(r.x), cellClass: 'ap-map-number' },
  { key: 'y', name: msg('apMap.col.y'), minWidth: 120, text: (r) => metresText(r.y), cellClass: 'ap-map-number' },
];

function FloorMapContent({ maps, sites }: { maps: ApMapFloorMap[]; sites: ApMapSite[] }) {
  const { pathname } = useLocation();
  const [map, choose] = useChosenFloorMap(maps);
  const gridRef = useRef<DataGridHandle<PlacementRow>>(null);
  const urlState = useGridUrlState();
  const siteAps = siteApsOf(map, sites);
  const aps = useMemo(() => new Map(siteAps.map((a) => [a['wtp-id'], a])), [siteAps]);
  const rows = useMemo<PlacementRow[]>(() => (map ? map.placements.map((p) => ({ ...p, ap: aps.get(p['wtp-id']), ...toMetres(p, map) })) : []), [map, aps]);
  if (!map) return <Empty description={msg('apMap.floor.none')} />;
  const elsewhere = placedElsewhere(map, maps);
  const left = unplaced(
    siteAps.map((a) => a['wtp-id']).filter((id) => !elsewhere.has(id)),
    map.placements,
  ).map((id) => aps.get(id)?.name ?? id);

  return (
    <>
      <div className="ap-map-toolbar">
        <Select aria-label={msg('apMap.floor.choose')} value={map.id} onChange={choose} style={{ minWidth: 320 }} options={floorMapOptions(maps, sites)} />
        <Link to={floorMapLink(pathname, 'editfloor', map.id)}>{msg('apMap.floor.edit')}</Link>
      </div>
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'size', label: map.name, children: msg('apMap.floor.size', map.widthMetres, map.heightMetres) }]}
      />
      <FloorPlan map={map} placements={map.placements} aps={aps} />
      <ListHeading title={msg('apMap.floor.placements')} exportDisabled={!rows.length} onExport={() => gridRef.current?.exportCsv('floor-map-placements')} />
      <DataGrid<PlacementRow>
        ref={gridRef}
        {...urlState}
        aria-label={msg('apMap.floor.placements')}
        columns={PLACEMENT_COLUMNS}
        rows={rows}
        rowKey={(r) => r['wtp-id']}
        emptyText={msg('apMap.floor.noPlacements')}
        height={360}
      />
      {left.length > 0 && <Typography.Paragraph style={{ marginTop: 12 }}>{msg('apMap.floor.notPlaced', left.join(', '))}</Typography.Paragraph>}
    </>
  );
}
