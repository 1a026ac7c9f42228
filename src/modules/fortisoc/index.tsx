import { useMemo } from 'react';
import { OutbreakAlerts } from '@/features/fortisoc/outbreak-alerts/index.ts';
import { offeredGroups, socGroups, withSocViews } from '@/features/fortisoc/soc-views/index.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';
import { preloadable } from '@/lib/ui/preloadable.tsx';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

// the SOC views draw their own page: the views of the ADOM's product type in the menu, the view's title
const SocViewsPage = preloadable(() => import('./soc-views-page.tsx').then((m) => m.default));

/** The group's screens; the router fetches a page's own code with the group's (see app/router.tsx). */
export const screens: ScreenMap<'fortisoc'> = {
  'fortisoc.soar.outbreakalerts': OutbreakAlerts,
  'fortisoc.socviews': { page: SocViewsPage },
  'fortisoc.socviews.view': { page: SocViewsPage },
};

/** Screens of the fortisoc route group, loaded when one of its routes is first opened. */
export default function FortisocModule() {
  const adom = useCurrentAdom();
  const product = adom.data?.product;
  // the menu lists the SOC views the ADOM is offered, on every FortiSOC screen
  const offered = useMemo(() => offeredGroups(socGroups, product), [product]);
  return <ModuleScreen groupKey="fortisoc" screens={screens} extendMenu={(menu) => withSocViews(menu, offered)} />;
}
