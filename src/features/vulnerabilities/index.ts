import { lazy } from 'react';

/** Top-bar item: vulnerable devices by severity; opens the Vulnerable Devices dialog (loaded on demand). */
export { VulnerabilityIndicator } from './vulnerability-indicator.tsx';

/**
 * Route component for /vulnerabilities: the Vulnerable Devices dialog with its filters, display option and open
 * device in the URL, so a view can be linked and survives a reload.
 */
export const vulnerabilitiesRoute = lazy(() => import('./vulnerabilities-route.tsx'));
