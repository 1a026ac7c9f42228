/**
 * Placing access points on a floor plan: positions are in the image's own pixels (as the spec's ApMapPlacement),
 * shown in metres of the real floor; the arrow keys move by the catalogue's steps in metres.
 */

export interface PlanSize {
  imageWidth: number;
  imageHeight: number;
  widthMetres: number;
  heightMetres: number;
}

export interface Position {
  x: number;
  y: number;
}

export interface Placement extends Position {
  'wtp-id': string;
}

/** Keeps a position on the image: 0…imageWidth, 0…imageHeight. */
export function clampToPlan({ x, y }: Position, plan: Pick<PlanSize, 'imageWidth' | 'imageHeight'>): Position {
  const clamp = (v: number, max: number) => (Number.isFinite(v) ? Math.max(0, Math.min(max, v)) : 0);
  return { x: clamp(x, plan.imageWidth), y: clamp(y, plan.imageHeight) };
}

export interface Steps {
  stepMetres: number;
  bigStepMetres: number;
}

/** The move of an arrow key in image pixels (Shift: the bigger step), or null for any other key. */
export function keyStep(key: string, shift: boolean, plan: PlanSize, steps: Steps): Position | null {
  const metres = shift ? steps.bigStepMetres : steps.stepMetres;
  const dx = (metres * plan.imageWidth) / plan.widthMetres;
  const dy = (metres * plan.imageHeight) / plan.heightMetres;
  switch (key) {
    case 'ArrowLeft':
      return { x: -dx, y: 0 };
    case 'ArrowRight':
      return { x: dx, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -dy };
    case 'ArrowDown':
      return { x: 0, y: dy };
    default:
      return null;
  }
}

/** Where an arrow key moves a position (kept on the image), or null for any other key. */
export function moveByKey(at: Position, key: string, shift: boolean, plan: PlanSize, steps: Steps): Position | null {
  const step = keyStep(key, shift, plan, steps);
  if (!step) return null;
  return clampToPlan({ x: at.x + step.x, y: at.y + step.y }, plan);
}

/** A position in metres from the plan's left and top edges, to one decimal. */
export function toMetres({ x, y }: Position, plan: PlanSize): Position {
  const r = (v: number) => Math.round(v * 10) / 10;
  return { x: r((x * plan.widthMetres) / plan.imageWidth), y: r((y * plan.heightMetres) / plan.imageHeight) };
}

/** One decimal, as metres are shown ("12.5", "3.0"). */
export const metresText = (v: number) => v.toFixed(1);

/** Where a pointer is on the plan in image pixels, from the drawn plan's box on screen (kept on the image). */
export function pointerToPlan(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }, plan: PlanSize): Position {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return clampToPlan({ x: ((clientX - box.left) / box.width) * plan.imageWidth, y: ((clientY - box.top) / box.height) * plan.imageHeight }, plan);
}

/** Pixel positions are kept whole, as the appliance stores them. */
export function rounded(p: Placement): Placement {
  return { 'wtp-id': p['wtp-id'], x: Math.round(p.x), y: Math.round(p.y) };
}

/** The ids of a site's access points that are not on the floor map, in the site's order. */
export function unplaced(siteAps: readonly string[], placements: readonly Placement[]): string[] {
  const placed = new Set(placements.map((p) => p['wtp-id']));
  return siteAps.filter((id) => !placed.has(id));
}

/** Whether two sets of placements are the same, whatever their order. */
export function samePlacements(a: readonly Placement[], b: readonly Placement[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((p) => [p['wtp-id'], p]));
  return a.every((p) => {
    const q = byId.get(p['wtp-id']);
    return q !== undefined && Math.round(q.x) === Math.round(p.x) && Math.round(q.y) === Math.round(p.y);
  });
}

/** Where a newly placed access point starts: the middle of the plan, a little apart from the last one placed there. */
export function startPosition(plan: PlanSize, placements: readonly Placement[]): Position {
  const centre = { x: plan.imageWidth / 2, y: plan.imageHeight / 2 };
  const near = placements.filter((p) => Math.abs(p.x - centre.x) < 1 && Math.abs(p.y - centre.y) < 1).length;
  const gap = Math.min(plan.imageWidth, plan.imageHeight) / 20;
  return clampToPlan({ x: centre.x + near * gap, y: centre.y + near * gap }, plan);
}
