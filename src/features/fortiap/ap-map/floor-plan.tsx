import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import './ap-map.css';
import { Alert, theme as antdTheme } from 'antd';
import { WifiOutlined } from '@ant-design/icons';
import { msg } from './text.ts';
import { stateText } from './parts.tsx';
import type { ApMapFloorMap, ApMapPlacement, ApMapSiteAp } from '@generated/types/entities.ts';
import { safeImageUrl } from './logic/image-url.ts';
import { apState } from './logic/sites.ts';
import { metresText, pointerToPlan, toMetres, type Position } from './logic/placement.ts';

export interface FloorPlanProps {
  map: ApMapFloorMap;
  placements: ApMapPlacement[];
  /** the site's access points by wtp-id */
  aps: ReadonlyMap<string, ApMapSiteAp>;
  /** with these, the markers are buttons that move by pointer and arrow keys */
  onPointerMove?: (wtpId: string, to: Position) => void;
  onPointerDone?: (wtpId: string) => void;
  onKey?: (wtpId: string, e: KeyboardEvent<HTMLButtonElement>) => void;
  /** id of the element that explains how to move the markers */
  hintId?: string;
}

/** A floor plan image with the access points placed on it, in the image's own pixels scaled to the drawn size. */
export function FloorPlan({ map, placements, aps, onPointerMove, onPointerDone, onKey, hintId }: FloorPlanProps) {
  const { token } = antdTheme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef<string | null>(null);
  const src = safeImageUrl(map.image, globalThis.location?.origin ?? '');
  const editable = Boolean(onPointerMove);
  const colour = { up: token.colorSuccess, down: token.colorError, unknown: token.colorTextTertiary };

  const label = (p: ApMapPlacement) => {
    const ap = aps.get(p['wtp-id']);
    const name = ap?.name ?? p['wtp-id'];
    const state = ap ? stateText(ap) : msg('apMap.state.unknown');
    if (!editable) return msg('apMap.floor.marker', name, p['wtp-id'], state);
    const m = toMetres(p, map);
    return msg('apMap.edit.marker', name, p['wtp-id'], state, metresText(m.x), metresText(m.y));
  };

  const moveTo = (id: string, e: PointerEvent) => {
    const rect = box.current?.getBoundingClientRect();
    if (rect) onPointerMove?.(id, pointerToPlan(e.clientX, e.clientY, rect, map));
  };

  return (
    <div ref={box} className="ap-floor-plan" style={{ aspectRatio: `${map.imageWidth} / ${map.imageHeight}`, border: `1px solid ${token.colorBorder}` }}>
      {src ? <img src={src} alt={msg('apMap.floor.plan', map.name)} draggable={false} /> : <Alert type="warning" showIcon title={msg('apMap.floor.badImage')} />}
      {placements.map((p) => {
        const ap = aps.get(p['wtp-id']);
        const style = {
          left: `${(p.x / map.imageWidth) * 100}%`,
          top: `${(p.y / map.imageHeight) * 100}%`,
          background: colour[ap ? apState(ap) : 'unknown'],
        };
        if (!editable) {
          return (
            <span key={p['wtp-id']} role="img" aria-label={label(p)} title={label(p)} className="ap-floor-marker" style={style}>
              <WifiOutlined aria-hidden />
            </span>
          );
        }
        const id = p['wtp-id'];
        return (
          <button
            key={id}
            type="button"
            data-wtp-id={id}
            className="ap-floor-marker"
            style={style}
            aria-label={label(p)}
            aria-describedby={hintId}
            title={label(p)}
            onKeyDown={(e) => onKey?.(id, e)}
            onPointerDown={(e) => {
              e.currentTarget.focus();
              e.currentTarget.setPointerCapture?.(e.pointerId);
              dragging.current = id;
            }}
            onPointerMove={(e) => {
              if (dragging.current === id) moveTo(id, e);
            }}
            onPointerUp={(e) => {
              if (dragging.current !== id) return;
              dragging.current = null;
              e.currentTarget.releasePointerCapture?.(e.pointerId);
              onPointerDone?.(id);
            }}
            onPointerCancel={() => {
              dragging.current = null;
            }}
          >
            <WifiOutlined aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
