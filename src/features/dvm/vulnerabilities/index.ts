// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';

/** Top-bar item: vulnerable devices by severity; opens the Vulnerable Devices dialog (loaded on demand). */
export { VulnerabilityIndicator } from './vulnerability-indicator.tsx';

/**
 * Fetches the route component for /vulnerabilities: the Vulnerable Devices dialog with its filters, display option
 * and open device in the URL, so a view can be linked and survives a reload.
 */
export const loadVulnerabilitiesRoute = () => import('./vulnerabilities-route.tsx').then((m) => m.default);

/** The spec's access-point parsing rule (wtp-id prefix against the platform, local radios skipped), for other lists of access points. */
export { parseAccessPoint, cachedApFamilyFromPlatform, type ParsedAccessPoint } from './logic/access-points.ts';
