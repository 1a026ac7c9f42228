import { useEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import './ap-map.css';
import { useBlocker } from 'react-router';
import { Alert, Button, Empty, Modal, Select, Space, Typography, theme as antdTheme } from 'antd';
import { ExclamationCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { apMap } from '@generated/catalog/ap-map.ts';
import { failureText } from '@/lib/format/failure.ts';
import type { ApMapFloorMap, ApMapPlacement, ApMapSite, ApMapSiteAp } from '@generated/types/entities.ts';
import { useListApFloorMaps, useListApSites } from '@/lib/api/endpoints/apmap.gen.ts';
import { useSaveFloorPlacements, useUploadFloorPlan } from './api.ts';
import { msg } from './text.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ListHeading, Loaded } from './parts.tsx';
import { FloorPlan } from './floor-plan.tsx';
import { floorMapOptions, placedElsewhere, siteApsOf, useChosenFloorMap } from './floor-map.tsx';
import { metresText, moveByKey, rounded, samePlacements, startPosition, toMetres, unplaced, type Position } from './logic/placement.ts';
import { uploadProblem, uploadType } from './logic/image-url.ts';

/**
 * Edit Floor Map: upload a floor plan, place the site's unplaced access points on it, move them by mouse or arrow
 * keys (each move announced), and save; a failed save keeps the edits. Leaving with unsaved changes asks first. The
 * placements as edited are listed below (searched and sorted per column, kept in the address; Export CSV).
 */
export function FloorMapEditor() {
  const sites = useListApSites();
  const maps = useListApFloorMaps();
  return (
    <Loaded
      queries={[
        [maps, 'apMap.floorMapsFailed'],
        [sites, 'apMap.sitesFailed'],
      ]}
    >
      {() => <EditorChoice maps={maps.data ?? []} sites={sites.data ?? []} />}
    </Loaded>
  );
}

function EditorChoice({ maps, sites }: { maps: ApMapFloorMap[]; sites: ApMapSite[] }) {
  const [map, choose] = useChosenFloorMap(maps);
  if (!map) return <Empty description={msg('apMap.floor.none')} />;
  // a floor map of its own: the edits of one are never carried to another
  return <Editor key={map.id} map={map} siteAps={siteApsOf(map, sites)} elsewhere={placedElsewhere(map, maps)} options={floorMapOptions(maps, sites)} onChoose={choose} />;
}

interface EditorProps {
  map: ApMapFloorMap;
  siteAps: ApMapSiteAp[];
  /** access points placed on the site's other floor maps */
  elsewhere: ReadonlySet<string>;
  options: Array<{ value: number; label: string }>;
  onChoose: (id: number) => void;
}

type Outcome = { type: 'success' | 'error'; text: string } | null;

const mapParam = (search: string) => new URLSearchParams(search).get('map');

function Editor({ map, siteAps, elsewhere, options, onChoose }: EditorProps) {
  const { token } = antdTheme.useToken();
  const save = useSaveFloorPlacements();
  const upload = useUploadFloorPlan();
  const aps = useMemo(() => new Map(siteAps.map((a) => [a['wtp-id'], a])), [siteAps]);
  const [draft, setDraft] = useState<ApMapPlacement[]>(map.placements);
  const gridRef = useRef<DataGridHandle<ApMapPlacement>>(null);
  const urlState = useGridUrlState();
  const latest = useRef(draft);
  latest.current = draft;
  const dirty = !samePlacements(draft, map.placements);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Outcome>(null);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<Outcome>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const plan = useRef<HTMLDivElement>(null);
  const hintId = `ap-map-hint-${map.id}`;

  // leaving with unsaved changes asks first, inside the console (another screen or floor map) and when the page is left
  // another screen or another floor map; the list's searches and sort in the address change neither
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || mapParam(currentLocation.search) !== mapParam(nextLocation.search)),
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // a newly placed access point takes the focus, so the arrow keys move it at once
  useEffect(() => {
    if (!focusId) return;
    [...(plan.current?.querySelectorAll<HTMLButtonElement>('button[data-wtp-id]') ?? [])].find((b) => b.dataset.wtpId === focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const nameOf = (id: string) => aps.get(id)?.name ?? id;
  const where = (p: Position) => {
    const m = toMetres(p, map);
    return [metresText(m.x), metresText(m.y)] as const;
  };
  const edit = (next: ApMapPlacement[]) => {
    setDraft(next);
    setSaved(null);
  };
  const setAt = (id: string, to: Position) => edit(latest.current.map((p) => (p['wtp-id'] === id ? { ...p, ...to } : p)));

  const onKey = (id: string, e: KeyboardEvent<HTMLButtonElement>) => {
    const at = latest.current.find((p) => p['wtp-id'] === id);
    const next = at && moveByKey(at, e.key, e.shiftKey, map, apMap);
    if (!next) return;
    e.preventDefault();
    setAt(id, next);
    setAnnouncement(msg('apMap.edit.moved', nameOf(id), ...where(next)));
  };
  const onPointerDone = (id: string) => {
    const at = latest.current.find((p) => p['wtp-id'] === id);
    if (at) setAnnouncement(msg('apMap.edit.moved', nameOf(id), ...where(at)));
  };
  const place = (id: string) => {
    const at = startPosition(map, latest.current);
    edit([...latest.current, { 'wtp-id': id, ...at }]);
    setAnnouncement(msg('apMap.edit.placed', nameOf(id), ...where(at)));
    setFocusId(id);
  };
  const remove = (id: string) => {
    edit(latest.current.filter((p) => p['wtp-id'] !== id));
    setAnnouncement(msg('apMap.edit.removed', nameOf(id)));
  };

  // the names and metres follow the site's access points and the plan; Remove reads the latest draft itself
  const columns = useMemo<GridColumn<ApMapPlacement>[]>(
    () => [
      { key: 'name', name: msg('apMap.col.name'), width: 220, value: (p) => nameOf(p['wtp-id']) },
      { key: 'serial', name: msg('apMap.col.serial'), width: 170, value: (p) => p['wtp-id'] },
      { key: 'x', name: msg('apMap.col.x'), width: 120, value: (p) => toMetres(p, map).x, text: (p) => where(p)[0], cellClass: 'ap-map-number' },
      { key: 'y', name: msg('apMap.col.y'), width: 120, value: (p) => toMetres(p, map).y, text: (p) => where(p)[1], cellClass: 'ap-map-number' },
      {
        key: 'remove',
        name: msg('apMap.col.actions'),
        minWidth: 220,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (p, { tabIndex }) => (
          <Button size="small" tabIndex={tabIndex} onClick={() => remove(p['wtp-id'])}>
            {msg('apMap.edit.remove', nameOf(p['wtp-id']))}
          </Button>
        ),
      },
    ],
    // nameOf, where and remove read only aps, map and refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [aps, map],
  );

  const reset = () => {
    setDraft(map.placements);
    setSaved(null);
    setAnnouncement('');
  };
  const onSave = async () => {
    setSaving(true);
    try {
      await save(map.id, draft.map(rounded));
      setDraft((d) => d.map(rounded));
      setSaved({ type: 'success', text: msg('apMap.edit.saved') });
    } catch (error) {
      setSaved({ type: 'error', text: failureText(error, 'apMap.edit.saveFailed') });
    } finally {
      setSaving(false);
    }
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = uploadProblem(file, apMap);
    if (problem) {
      setUploaded({ type: 'error', text: msg(problem === 'wrongType' ? 'apMap.edit.wrongType' : 'apMap.edit.tooLarge') });
      return;
    }
    setUploading(true);
    try {
      await upload(map.id, file, uploadType(file, apMap) as 'image/png');
      setUploaded({ type: 'success', text: msg('apMap.edit.uploaded') });
    } catch (error) {
      setUploaded({ type: 'error', text: failureText(error, 'apMap.edit.uploadFailed') });
    } finally {
      setUploading(false);
    }
  };

  const left = unplaced(
    siteAps.map((a) => a['wtp-id']).filter((id) => !elsewhere.has(id)),
    draft,
  );

  return (
    <>
      <div className="ap-map-toolbar">
        <Select aria-label={msg('apMap.floor.choose')} value={map.id} onChange={onChoose} style={{ minWidth: 320 }} options={options} />
        <Button icon={<UploadOutlined />} loading={uploading} onClick={() => fileInput.current?.click()} aria-describedby={`${hintId}-upload`}>
          {msg('apMap.edit.upload')}
        </Button>
        <Typography.Text type="secondary" id={`${hintId}-upload`}>
          {msg('apMap.edit.uploadHint')}
        </Typography.Text>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={msg('apMap.edit.upload')}
          accept={apMap.imageTypes.flatMap((t) => [t.type, ...t.extensions]).join(',')}
          onChange={(e) => void onFile(e)}
        />
      </div>
      {uploaded && <Alert type={uploaded.type} showIcon title={uploaded.text} closable onClose={() => setUploaded(null)} style={{ marginBottom: 12 }} />}

      <div className="ap-map-editor">
        <div className="ap-map-editor-plan" ref={plan}>
          <Typography.Paragraph id={hintId}>{msg('apMap.edit.hint')}</Typography.Paragraph>
          <FloorPlan map={map} placements={draft} aps={aps} hintId={hintId} onKey={onKey} onPointerMove={setAt} onPointerDone={onPointerDone} />
          <div role="status" aria-live="polite" className="ap-map-sr-only">
            {announcement}
          </div>
        </div>
        <div className="ap-map-editor-side">
          <Typography.Title level={2} className="ap-map-section">
            {msg('apMap.edit.unplaced')}
          </Typography.Title>
          {left.length ? (
            <Space orientation="vertical">
              {left.map((id) => (
                <Button key={id} onClick={() => place(id)}>
                  {msg('apMap.edit.place', nameOf(id))}
                </Button>
              ))}
            </Space>
          ) : (
            <Typography.Paragraph type="secondary">{msg('apMap.edit.allPlaced')}</Typography.Paragraph>
          )}
          <Space style={{ display: 'flex', marginTop: 16 }} wrap>
            {/* named by its text alone: the spinner's own name would otherwise linger in it while the spinner fades out */}
            <Button type="primary" loading={saving} aria-busy={saving} aria-label={msg('apMap.edit.save')} disabled={!dirty} onClick={() => void onSave()}>
              {msg('apMap.edit.save')}
            </Button>
            <Button disabled={!dirty || saving} onClick={reset}>
              {msg('apMap.edit.reset')}
            </Button>
            {dirty && (
              <Typography.Text>
                <ExclamationCircleOutlined aria-hidden style={{ color: token.colorWarning, marginInlineEnd: 6 }} />
                {msg('apMap.edit.unsavedNote')}
              </Typography.Text>
            )}
          </Space>
          {saved && <Alert type={saved.type} showIcon title={saved.text} style={{ marginTop: 12 }} />}
        </div>
      </div>

      <ListHeading title={msg('apMap.floor.placements')} exportDisabled={!draft.length} onExport={() => gridRef.current?.exportCsv('floor-map-placements')} />
      <DataGrid<ApMapPlacement>
        ref={gridRef}
        {...urlState}
        aria-label={msg('apMap.floor.placements')}
        columns={columns}
        rows={draft}
        rowKey={(p) => p['wtp-id']}
        emptyText={msg('apMap.floor.noPlacements')}
        height={360}
        // the editor's own live region announces each change
        showRowCount={false}
      />

      <Modal
        open={blocker.state === 'blocked'}
        title={msg('apMap.edit.unsavedTitle')}
        onCancel={() => blocker.reset?.()}
        footer={[
          <Button key="stay" onClick={() => blocker.reset?.()}>
            {msg('apMap.edit.stay')}
          </Button>,
          <Button key="leave" type="primary" danger onClick={() => blocker.proceed?.()}>
            {msg('apMap.edit.leave')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{msg('apMap.edit.unsaved')}</Typography.Paragraph>
      </Modal>
    </>
  );
}
