import type { UmDeviceLicence } from '@generated/types/entities.ts';

export interface LicenceFilter {
  /** product code, or null for every product */
  product: string | null;
  /** licence-filter type the device must hold, or null */
  licence: string | null;
  /** support contract type the device must hold, or null */
  contract: string | null;
}

export const NO_FILTER: LicenceFilter = { product: null, licence: null, contract: null };

/** The devices that match every chosen part of the filter (a held licence or contract counts, expired or not). */
export function filterLicences(rows: readonly UmDeviceLicence[], filter: LicenceFilter): UmDeviceLicence[] {
  return rows.filter(
    (r) =>
      (filter.product === null || r.product === filter.product) &&
      (filter.licence === null || r.licences.some((l) => l.type === filter.licence)) &&
      (filter.contract === null || r.contracts.some((c) => c.type === filter.contract)),
  );
}
