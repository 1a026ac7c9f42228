import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import './custom-views.css';
import { useBlocker } from 'react-router';
import { Alert, App, Button, Empty, Input, Modal, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, DragOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  allWidgets,
  DashboardGrid,
  gridSettings,
  widgetByKey,
  widgetGroups,
  WidgetFrame,
  type WidgetDef,
} from '@/features/fortiview/dashboards/index.ts';
import { constants } from '@generated/catalog/constants.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from './text.ts';
import { useSaveCustomViewLayout } from '@/lib/api/endpoints/customview.gen.ts';
import type { CustomView, CustomViewWidget } from './logic/lifecycle.ts';
import {
  addWidget,
  applyGridLayout,
  clampLayout,
  removeWidget,
  sameLayout,
  stepWidget,
  toggleHidden,
  type Direction,
  type GridBounds,
} from '@/lib/layout/grid-layout.ts';
import { pickerGroups } from './logic/widget-picker.ts';

const BOUNDS: GridBounds = { columns: gridSettings.columns, maxHeight: 40 };
const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
const NO_STATE = {};
const ignore = () => {};

export interface CustomViewEditorProps {
  view: CustomView;
  adom: string;
  /** saved or cancelled: back to viewing */
  onDone: () => void;
}

/**
 * The dashboard editor of a custom view: widgets dragged by their handle and resized by their corner on the 24-column
 * grid, or from the keyboard on a focused handle (arrows move, Shift+arrows resize, each change announced); widgets
 * added from the catalogue or removed; hidden-by-default widgets shown or not. Save keeps the layout; Cancel and
 * leaving with unsaved changes ask first.
 */
export function CustomViewEditor({ view, adom, onDone }: CustomViewEditorProps) {
  const { message } = App.useApp();
  const baseline = useMemo(() => clampLayout(view.widgets, BOUNDS), [view.widgets]);
  const [draft, setDraft] = useState<CustomViewWidget[]>(baseline);
  const [showHidden, setShowHidden] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCustomViewLayout({
    toInit: ({ dashId, widgets }: { dashId: string; widgets: CustomViewWidget[] }) => ({ params: { path: { adom, dashId } }, body: { widgets } }),
  });
  const dirty = !sameLayout(draft, baseline);
  const finishing = useRef(false);

  // leaving with unsaved changes asks first, inside the console and when the page itself is left
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !finishing.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const shown = useMemo(() => draft.filter((w) => showHidden || !w.defaultHide), [draft, showHidden]);
  const title = (w: CustomViewWidget) => widgetByKey(w.widget)?.title ?? w.widget;

  const onKey = useCallback(
    (id: string, e: KeyboardEvent<HTMLElement>) => {
      const direction = ARROWS[e.key];
      if (!direction) return;
      e.preventDefault();
      setDraft((current) => {
        const result = stepWidget(current, id, direction, e.shiftKey, BOUNDS);
        const w = result.widgets.find((x) => x.id === id)!;
        const name = widgetByKey(w.widget)?.title ?? w.widget;
        if (!result.changed) setAnnouncement(msg('customView.atEdge', name));
        else if (e.shiftKey) setAnnouncement(msg('customView.resized', name, w.w, w.h));
        else setAnnouncement(msg('customView.moved', name, w.x + 1, w.y + 1));
        return result.widgets;
      });
    },
    [],
  );

  async function submit() {
    setError(null);
    try {
      await save.mutateAsync({ dashId: view.uuid, widgets: draft });
    } catch (err) {
      setError(errorMessage(err, 'customView.saveFailed', true));
      return;
    }
    finishing.current = true;
    message.success(msg('customView.saved'));
    onDone();
  }

  function cancel() {
    if (dirty) setConfirmCancel(true);
    else onDone();
  }

  return (
    <div className="custom-view-editor">
      <Space wrap className="custom-view-editor-toolbar">
        {/* edit mode takes the focus from what opened it (Edit in the side menu, or New Custom View) */}
        <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} autoFocus>
          {msg('customView.addWidget')}
        </Button>
        <Space>
          <Switch id="custom-view-show-hidden" checked={showHidden} onChange={setShowHidden} />
          <label htmlFor="custom-view-show-hidden">{msg('customView.showHidden')}</label>
        </Space>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          {msg('customView.save')}
        </Button>
        <Button onClick={cancel}>{msg('common.cancel')}</Button>
      </Space>
      <Typography.Paragraph type="secondary" className="custom-view-editor-help" id="custom-view-editor-help">
        {msg('customView.editing')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      <div className="custom-view-sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
      {shown.length === 0 ? (
        <Empty description={msg('customView.emptyEditHint')} />
      ) : (
        <DashboardGrid
          items={shown}
          editable
          onLayoutCommit={(layout) => setDraft((current) => {
            const next = applyGridLayout(current, layout, BOUNDS);
            return sameLayout(next, current) ? current : next;
          })}
          renderItem={(id, { bodyHeight }) => {
            const placement = draft.find((w) => w.id === id)!;
            const def = widgetByKey(placement.widget);
            const name = title(placement);
            // the tag says the widget's state, the button what a click does
            const hideLabel = msg(placement.defaultHide ? 'customView.unhide' : 'customView.hide', name);
            const controls = (
              <Space size={2} className="custom-view-widget-controls">
                <Tooltip title={msg('customView.handle', name)}>
                  <Button
                    size="small"
                    type="text"
                    className="widget-drag-handle"
                    icon={<DragOutlined />}
                    aria-label={msg('customView.handle', name)}
                    aria-describedby="custom-view-editor-help"
                    onKeyDown={(e) => onKey(id, e)}
                  />
                </Tooltip>
                {placement.defaultHide && <Tag>{msg('customView.hiddenBadge')}</Tag>}
                <Tooltip title={hideLabel}>
                  <Button
                    size="small"
                    type="text"
                    icon={placement.defaultHide ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                    aria-label={hideLabel}
                    onClick={() => setDraft((current) => toggleHidden(current, id))}
                  />
                </Tooltip>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={msg('customView.removeWidget', name)}
                  onClick={() => {
                    setDraft((current) => removeWidget(current, id));
                    setAnnouncement(msg('customView.removed', name));
                  }}
                />
              </Space>
            );
            if (!def) return <Alert type="warning" showIcon title={name} action={controls} />;
            return (
              <WidgetFrame
                instanceId={id}
                def={def}
                adom={adom}
                state={NO_STATE}
                onStateChange={ignore}
                bodyHeight={bodyHeight}
                extra={controls}
              />
            );
          }}
        />
      )}
      <WidgetPicker
        open={picking}
        subType={view.subType}
        onClose={() => setPicking(false)}
        onPick={(w) => {
          setDraft((current) => addWidget(current, w.key, BOUNDS));
          setAnnouncement(msg('customView.added', w.title));
          setPicking(false);
        }}
      />
      <Modal
        open={confirmCancel || blocker.state === 'blocked'}
        title={msg('customView.unsavedTitle')}
        onCancel={() => {
          setConfirmCancel(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        footer={[
          <Button
            key="stay"
            onClick={() => {
              setConfirmCancel(false);
              if (blocker.state === 'blocked') blocker.reset();
            }}
          >
            {msg('customView.stay')}
          </Button>,
          <Button
            key="leave"
            type="primary"
            danger
            onClick={() => {
              finishing.current = true;
              if (blocker.state === 'blocked') blocker.proceed();
              else {
                setConfirmCancel(false);
                onDone();
              }
            }}
          >
            {msg('customView.leave')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{msg('customView.unsaved')}</Typography.Paragraph>
      </Modal>
    </div>
  );
}

interface WidgetPickerProps {
  open: boolean;
  subType: string;
  onClose: () => void;
  onPick: (w: WidgetDef) => void;
}

/** Add a Widget: the catalogue, searchable, in its sections (those of the view's sub-type first). */
function WidgetPicker({ open, subType, onClose, onPick }: WidgetPickerProps) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => pickerGroups(allWidgets, widgetGroups, search, subType), [search, subType]);
  return (
    <Modal
      open={open}
      title={msg('customView.addWidgetTitle')}
      onCancel={onClose}
      afterClose={() => setSearch('')}
      footer={null}
      styles={{ body: { height: constants.customViews.dialogBodyHeightPx, overflowY: 'auto' } }}
    >
      <Input.Search
        autoFocus
        allowClear
        aria-label={msg('customView.searchWidgets')}
        placeholder={msg('customView.searchWidgets')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {groups.length === 0 && <Empty description={msg('customView.noWidgetMatches')} />}
      {groups.map((g) => (
        <section key={g.key} className="widget-picker-group" aria-labelledby={`widget-group-${g.key}`}>
          <Typography.Title level={3} id={`widget-group-${g.key}`} className="widget-picker-heading">
            {g.title}
          </Typography.Title>
          <ul className="widget-picker-list">
            {g.widgets.map((w) => (
              <li key={w.key}>
                <Button type="text" block className="widget-picker-item" onClick={() => onPick(w)}>
                  <span className="widget-picker-title">{w.title}</span>
                  <Typography.Text type="secondary" className="widget-picker-description">
                    {w.description}
                  </Typography.Text>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  );
}
