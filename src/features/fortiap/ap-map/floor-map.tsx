import { useMemo } from 'react';
import './ap-map.css';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Descriptions, Empty, Select, Table, Typography } from 'antd';
import type { ApMapFloorMap, ApMapPlacement, ApMapSite, ApMapSiteAp } from '@generated/types/entities.ts';
import { useListApFloorMaps, useListApSites } from '@/lib/api/endpoints/apmap.gen.ts';
import { msg } from './text.ts';
import { ApStateBadge, Loaded } from './parts.tsx';
import { FloorPlan } from './floor-plan.tsx';
import { metresText, toMetres, unplaced } from './logic/placement.ts';
import { floorMapLink } from './logic/routes.ts';

/** The floor map the address names (?map=id), else the first one. */
export function useChosenFloorMap(maps: ApMapFloorMap[]) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('map'));
  const map = maps.find((m) => m.id === wanted) ?? maps[0];
  const choose = (id: number) => setParams((p) => {
    const next = new URLSearchParams(p);
    next.set('map', String(id));
    return next;
  });
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

/** Floor Map: a floor plan with its access points as markers, and the same placements as a table. */
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
}

function FloorMapContent({ maps, sites }: { maps: ApMapFloorMap[]; sites: ApMapSite[] }) {
  const { pathname } = useLocation();
  const [map, choose] = useChosenFloorMap(maps);
  const siteAps = siteApsOf(map, sites);
  const aps = useMemo(() => new Map(siteAps.map((a) => [a['wtp-id'], a])), [siteAps]);
  if (!map) return <Empty description={msg('apMap.floor.none')} />;
  const rows: PlacementRow[] = map.placements.map((p) => ({ ...p, ap: aps.get(p['wtp-id']) }));
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
      <Typography.Title level={2} className="ap-map-section">
        {msg('apMap.floor.placements')}
      </Typography.Title>
      <Table<PlacementRow>
        rowKey="wtp-id"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: msg('apMap.floor.noPlacements') }}
        columns={[
          { key: 'name', title: msg('apMap.col.name'), render: (_, r) => r.ap?.name ?? r['wtp-id'] },
          { key: 'serial', dataIndex: 'wtp-id', title: msg('apMap.col.serial') },
          { key: 'model', title: msg('apMap.col.model'), render: (_, r) => r.ap?.['_platform-name'] ?? '' },
          { key: 'state', title: msg('apMap.col.status'), render: (_, r) => (r.ap ? <ApStateBadge ap={r.ap} /> : msg('apMap.state.unknown')) },
          { key: 'x', title: msg('apMap.col.x'), align: 'right', render: (_, r) => metresText(toMetres(r, map).x) },
          { key: 'y', title: msg('apMap.col.y'), align: 'right', render: (_, r) => metresText(toMetres(r, map).y) },
        ]}
      />
      {left.length > 0 && <Typography.Paragraph style={{ marginTop: 12 }}>{msg('apMap.floor.notPlaced', left.join(', '))}</Typography.Paragraph>}
    </>
  );
}
