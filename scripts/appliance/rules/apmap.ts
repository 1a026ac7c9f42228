/**
 * Access point floor maps: the placements saved on Edit Floor Map and an uploaded floor plan are kept, and Floor Map
 * (listApFloorMaps) shows them.
 *
 *   - saveApFloorPlacements: the floor map's placements are those sent. An access point stands on one floor map at a
 *     time (the wtp's region), so one placed here leaves the other floor maps of its site. A placement outside the
 *     floor plan, or of an access point not of the floor map's site (listApSites), is refused (422);
 *   - uploadApFloorPlan: the floor map shows the image, with the size in pixels the image itself gives (PNG and JPEG
 *     headers, an SVG's width and height or viewBox); placements keep their pixel position, clamped into the new
 *     image. A file that is not the image its type says is refused (415), one larger than 2 MB too (413).
 */
import { Refusal, type Answer, type Call, type Rules } from '../call.ts';
import { apMap } from '../../../generated/catalog/ap-map.ts';

type FloorMap = Answer<'listApFloorMaps'>[number];
type ImageType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

const key = (adom: string) => `apFloorMaps:${adom}`;
const floorMapsOf = (call: Call, adom: string) => call.doc<FloorMap[]>(key(adom), () => call.example({ op: 'listApFloorMaps', path: { adom } }));

const OUTSIDE = {
  code: -8,
  message: 'A placement is outside the floor plan or names an access point of another site.',
  fields: { placements: "Placements must be inside the floor plan and name access points of the floor map's site." },
};
const WRONG_TYPE = { code: -3, message: 'The floor plan must be a PNG, JPEG or SVG image.', fields: { contentType: 'The floor plan must be a PNG, JPEG or SVG image.' } };
const TOO_LARGE = { code: -4, message: 'The floor plan image must be 2 MB or smaller.', fields: { data: 'The floor plan image must be 2 MB or smaller.' } };

async function floorMapOf(call: Call<'saveApFloorPlacements'> | Call<'uploadApFloorPlan'>) {
  const maps = await floorMapsOf(call, call.path.adom);
  const map = maps.find((m) => m.id === Number(call.path.mapId));
  if (!map) throw new Refusal(500, { code: -3, message: 'Object does not exist.' });
  return { maps, map };
}

const svgLength = (value: string | undefined) => {
  const n = value === undefined ? NaN : Number.parseFloat(value);
  return Number.isFinite(n) && n > 0 && !/%$/.test(value ?? '') ? Math.round(n) : null;
};

/** The size in pixels an image says it has, or null when the bytes are not an image of `type`. */
export function imageSize(bytes: Buffer, type: ImageType): { width: number; height: number } | null {
  if (type === 'image/png') {
    const signature = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    if (!signature || bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (type === 'image/jpeg') {
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
    // the frame header (SOF0…SOF15, not DHT, JPG or DAC) holds the height and width
    for (let at = 2; at + 9 < bytes.length; ) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1];
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
    return null;
  }
  const text = bytes.toString('utf8');
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const [, , boxWidth, boxHeight] = (attr('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const width = svgLength(attr('width')) ?? (boxWidth > 0 ? Math.round(boxWidth) : null);
  const height = svgLength(attr('height')) ?? (boxHeight > 0 ? Math.round(boxHeight) : null);
  return width && height ? { width, height } : null;
}

export const apMapRules: Rules = {
  async listApFloorMaps(call) {
    return call.ok(await floorMapsOf(call, call.path.adom));
  },
  async saveApFloorPlacements(call) {
    const { maps, map } = await floorMapOf(call);
    const placements = call.body.placements;
    const sites = await call.example({ op: 'listApSites', path: { adom: call.path.adom } });
    const siteAps = new Set(sites.find((s) => s.id === map.siteId)?.aps.map((ap) => ap['wtp-id']) ?? []);
    const ids = new Set<string>();
    for (const p of placements) {
      if (p.x > map.imageWidth || p.y > map.imageHeight || !siteAps.has(p['wtp-id']) || ids.has(p['wtp-id'])) throw new Refusal(422, OUTSIDE);
      ids.add(p['wtp-id']);
    }
    for (const other of maps) {
      if (other === map) other.placements = placements;
      else if (other.siteId === map.siteId) other.placements = other.placements.filter((p) => !ids.has(p['wtp-id']));
    }
    call.set(key(call.path.adom), maps);
    return call.ok({ code: 0, message: 'Placements saved.' });
  },
  async uploadApFloorPlan(call) {
    const { maps, map } = await floorMapOf(call);
    const { contentType, data } = call.body;
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > apMap.maxImageBytes) throw new Refusal(413, TOO_LARGE);
    const size = imageSize(bytes, contentType);
    if (!size) throw new Refusal(415, WRONG_TYPE);
    const image = { image: `data:${contentType};base64,${bytes.toString('base64')}`, imageWidth: size.width, imageHeight: size.height };
    Object.assign(map, image);
    map.placements = map.placements.map((p) => ({ ...p, x: Math.min(p.x, size.width), y: Math.min(p.y, size.height) }));
    call.set(key(call.path.adom), maps);
    return call.ok(image);
  },
};
