import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deref, loadBundled, operations, root, type JsonObject } from './support/openapi.ts';

/**
 * The access point maps' rules are said once per place that needs them: the upload schema (what the appliance takes),
 * the ap-map catalogue (what the console checks before sending) and the refusal examples and message catalogue
 * (what the administrator reads). They must agree; and the map data must be the mock fleet's own access points.
 */
const doc = loadBundled();
const ops = operations(doc);
const op = (id: string) => ops.find((o) => o.operationId === id)!;
const messages = JSON.parse(readFileSync(join(root, 'specs/messages/en.json'), 'utf8')) as Record<string, string>;
const catalog = JSON.parse(readFileSync(join(root, 'specs/catalog/ap-map.json'), 'utf8')) as { imageTypes: Array<{ type: string }>; maxImageBytes: number };
const example = <T>(file: string) => (JSON.parse(readFileSync(join(root, 'specs/examples', file), 'utf8')) as { value: T }).value;

function exampleOf(id: string, status: string, name: string): JsonObject {
  const media = op(id).responses.find(([code]) => code === status)![1][0]!;
  return media.examples.find(([n]) => n === name)![1].value as JsonObject;
}

describe('access point maps in the spec', () => {
  const upload = deref<JsonObject>(doc, op('uploadApFloorPlan').request[0]!.schema);
  const props = upload.properties as Record<string, JsonObject>;

  it('the upload takes the types and size the catalogue checks', () => {
    expect(props.contentType!.enum).toEqual(catalog.imageTypes.map((t) => t.type));
    // base64 of the largest file the catalogue lets through
    expect(props.data!.maxLength).toBe(4 * Math.ceil(catalog.maxImageBytes / 3));
  });

  it('the refusals say what the console says before sending', () => {
    expect(exampleOf('uploadApFloorPlan', '415', 'wrongType').message).toBe(messages['apMap.edit.wrongType']);
    expect(exampleOf('uploadApFloorPlan', '413', 'tooLarge').message).toBe(messages['apMap.edit.tooLarge']);
  });

  it('mutations carry the CSRF token', () => {
    for (const id of ['saveApFloorPlacements', 'uploadApFloorPlan']) expect(op(id).secured).toBe(true);
  });

  it('sites list the mock fleet’s own access points under their FortiGate, local radios left out', () => {
    type Wtp = { 'wtp-id': string; name: string; '_conn-state': number; '_platform-name': string; 'scope member': Array<{ name: string }> };
    const wtps = example<Wtp[]>('devices/root-wtps.json');
    const sites = example<Array<{ id: string; aps: Array<{ 'wtp-id': string; name: string; '_conn-state': number }>; floorMapIds: number[] }>>('ap-map/root-sites.json');
    for (const site of sites) {
      for (const ap of site.aps) {
        expect(ap['wtp-id']).not.toMatch(/-WIFI0$/i);
        const wtp = wtps.find((w) => w['wtp-id'] === ap['wtp-id'] && w.name === ap.name);
        expect(wtp, ap['wtp-id']).toBeDefined();
        expect(wtp!['scope member'][0]!.name).toBe(site.id);
        expect(wtp!['_conn-state']).toBe(ap['_conn-state']);
      }
    }
    const maps = example<Array<{ id: number; siteId: string; imageWidth: number; imageHeight: number; placements: Array<{ 'wtp-id': string; x: number; y: number }> }>>('ap-map/root-floor-maps.json');
    for (const map of maps) {
      const site = sites.find((s) => s.id === map.siteId)!;
      expect(site.floorMapIds).toContain(map.id);
      for (const p of map.placements) {
        expect(site.aps.map((a) => a['wtp-id'])).toContain(p['wtp-id']);
        expect(p.x).toBeLessThanOrEqual(map.imageWidth);
        expect(p.y).toBeLessThanOrEqual(map.imageHeight);
      }
    }
  });
});
