import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Select, Space, Typography } from 'antd';
import { CaretRightOutlined, LeftOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import { msg } from './text.ts';
import { DashboardView } from './dashboard-view.tsx';
import { optionCatalogues, type DashboardDef } from './catalog.ts';
import { useAutoplay, useRotationPaused } from './use-autoplay.ts';
import { forgetUnshownWidgetAnswers, wallComesBackFresh } from './api.ts';

/** NOC mode shows each dashboard as the catalogue lays it out: its hidden widgets stay hidden. */
const NONE_SHOWN: ReadonlySet<string> = new Set();

export interface NocModeProps {
  open: boolean;
  onClose: () => void;
  /** the dashboards it rotates through, in menu order */
  dashboards: readonly DashboardDef[];
  /** the one it starts with */
  startUuid: string;
  adom: string;
}

/**
 * Full-screen NOC mode: the dashboards one after another on the wall, with keyboard control — Right arrow next,
 * Left arrow previous, Space pause or play, Escape leaves (focus returns to the button that opened it).
 */
export function NocMode({ open, onClose, dashboards, startUuid, adom }: NocModeProps) {
  const list = optionCatalogues.autoplay.noc;
  const [seconds, setSeconds] = useState(list?.default ?? 30);
  const [paused, setPaused] = useRotationPaused();
  const autoplay = useAutoplay(dashboards.length, open ? seconds : undefined, paused);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (open) setOffset(Math.max(0, dashboards.findIndex((d) => d.uuid === startUuid)));
  }, [open, startUuid, dashboards]);
  const count = dashboards.length;
  const index = count ? (autoplay.index + offset) % count : 0;
  const current = dashboards[index];
  const running = autoplay.running;

  // each turn forgets the answers of the dashboards before the one just left: a wall turning all day keeps two,
  // unless it comes back to them before they go stale (a small wall turning fast keeps them all)
  const client = useQueryClient();
  const unshown = useRef<ReadonlySet<string>>(new Set());
  const shownUuid = open ? current?.uuid : undefined;
  const keepAll = wallComesBackFresh(count, seconds * 1000);
  useEffect(() => {
    if (!shownUuid) return;
    unshown.current = keepAll ? new Set() : forgetUnshownWidgetAnswers(client, unshown.current);
  }, [client, shownUuid, keepAll]);

  const { next, previous } = autoplay;
  const body = useRef<HTMLDivElement>(null);
  // the wall, not a button, has the focus at first, so Space pauses rather than pressing a button
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => body.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      // keys typed into a control of a widget, or on a button, stay with it
      const target = e.target as HTMLElement | null;
      if (target?.closest?.('input, textarea, .ant-select, .ant-picker')) return;
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        next();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        previous();
      } else if (e.key === ' ' && !target?.closest?.('button')) {
        e.preventDefault();
        setPaused((p) => !p);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, next, previous, setPaused]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width="100vw"
      className="noc-mode"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      title={
        <Space wrap>
          <Typography.Text strong>{current ? msg('dashboard.nocStatus', index + 1, count, current.title) : msg('dashboard.nocMode')}</Typography.Text>
          <Button size="small" icon={<LeftOutlined />} aria-label={msg('dashboard.nocPrevious')} onClick={autoplay.previous} />
          <Button
            size="small"
            icon={running ? <PauseOutlined /> : <CaretRightOutlined />}
            aria-label={msg(running ? 'dashboard.autoplayPause' : 'dashboard.autoplayPlay')}
            onClick={() => setPaused((p) => !p)}
          />
          <Button size="small" icon={<RightOutlined />} aria-label={msg('dashboard.nocNext')} onClick={autoplay.next} />
          {list && (
            <Select
              size="small"
              aria-label={msg('dashboard.nocInterval')}
              value={seconds}
              onChange={setSeconds}
              options={list.options.map((o) => ({ value: o.seconds, label: o.label }))}
            />
          )}
          <Typography.Text type="secondary">{msg('dashboard.nocKeys')}</Typography.Text>
        </Space>
      }
      destroyOnHidden
      aria-label={msg('dashboard.nocMode')}
    >
      <div className="noc-mode-body" ref={body} tabIndex={-1}>
        {current && <DashboardView key={current.uuid} widgets={current.widgets} adom={adom} shownHidden={NONE_SHOWN} />}
      </div>
    </Modal>
  );
}
