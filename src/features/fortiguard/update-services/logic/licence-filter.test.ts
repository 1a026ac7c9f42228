import { describe, expect, it } from 'vitest';
import type { UmDeviceLicence } from '@generated/types/entities.ts';
import { specExample } from '@/lib/api/testing/spec-mock.ts';
import { filterLicences, NO_FILTER } from './licence-filter.ts';

const rows = specExample('umLicense', 'get') as unknown as UmDeviceLicence[];
const names = (r: UmDeviceLicence[]) => r.map((d) => d.devname);

describe('licensing status filter', () => {
  it('no filter keeps every device', () => expect(filterLicences(rows, NO_FILTER)).toHaveLength(rows.length));
  it.each([
    [{ product: 'FGT' }, ['FGT-Fin-01', 'FGT-Fin-02']],
    [{ licence: 'webfiltering' }, ['FGT-Fin-01']],
    [{ licence: 'ips' }, ['FGT-Fin-01', 'FGT-Fin-02']],
    [{ contract: 'enhanced' }, ['FSW-Core-01']],
    [{ product: 'FGT', contract: 'comprehensive' }, ['FGT-Fin-01']],
    [{ product: 'FAP', licence: 'antivirus' }, []],
  ])('%o keeps %o', (filter, expected) => expect(names(filterLicences(rows, { ...NO_FILTER, ...filter })) ).toEqual(expected));
});
