/** Where a log list lives: links.routes.logList, with the log app and device type of the ADOM's product. */
import { links } from '@generated/catalog/links.ts';
import { logView } from '@generated/catalog/log-view.ts';
import { fillLink } from '@/lib/url/link-template.ts';

export interface LogApp {
  appUniKey: string;
  devType: string;
}

/** The log app and device type of a log list's address, for an ADOM of this product type. */
export function appOf(product: string | undefined): LogApp {
  const app = logView.apps.find((a) => a.product === product) ?? logView.apps[0];
  return { appUniKey: app.appUniKey, devType: app.devType };
}

/** The address of the log list of a log type (a type, or a type and subtype joined by a dash). */
export function logListPath(app: LogApp, logtype: string): string {
  return fillLink(links.routes.logList, { appUniKey: app.appUniKey, devType: app.devType, _logtype: logtype });
}
