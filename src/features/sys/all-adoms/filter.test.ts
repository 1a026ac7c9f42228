import { describe, expect, it } from 'vitest';
import type { AdomSummary } from '@generated/types/entities.ts';
import { filterAdoms } from './filter.ts';

const adom = (name: string, desc: string, product: AdomSummary['product']): AdomSummary => ({
  oid: 1,
  name,
  desc,
  product,
  version: '7.4',
  mode: 'normal',
  devices: 0,
  lock: { state: 'unlocked', lock_type: 'normal' },
});
const all = [adom('root', 'Default ADOM', 'FortiGate'), adom('Retail-East', 'Retail stores, east region', 'FortiGate'), adom('Mail-Gateways', 'Head office', 'FortiMail')];

describe('filterAdoms', () => {
  it.each([
    ['', ['root', 'Retail-East', 'Mail-Gateways']],
    ['   ', ['root', 'Retail-East', 'Mail-Gateways']],
    ['retail', ['Retail-East']],
    ['RETAIL east', ['Retail-East']],
    ['fortimail', ['Mail-Gateways']],
    ['default', ['root']],
    ['fortigate stores', ['Retail-East']],
    ['nothing', []],
  ])('%j', (search, names) => {
    expect(filterAdoms(all, search).map((a) => a.name)).toEqual(names);
  });
});
