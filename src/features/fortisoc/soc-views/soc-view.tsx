import { useCallback, useMemo } from 'react';
import { fortiviewViews } from '@generated/catalog/fortiview-views.ts';
import { allWidgets, WidgetFrame } from '@/features/fortiview/dashboards/index.ts';
import type { SocGroupDef, SocViewDef } from './catalog.ts';
import { socWidgetDef } from './logic/widget-def.ts';
import { parseSocViewUrl, withChange, writeSocViewUrl, type SocViewUrlState } from './logic/url-state.ts';
import { CreatePolicyByHits } from './create-policy-by-hits.tsx';
import { useSearchState } from '@/lib/url/use-search-state.ts';

/** Height of a view's chart or table, in px. */
const BODY_HEIGHT = 480;

const descriptions = new Map<string, string>(fortiviewViews.views.map((v) => [v.viewName, v.description ?? '']));

export interface SocViewProps {
  view: SocViewDef;
  group: SocGroupDef;
  /** the ADOM whose logs the view reads */
  adom: string;
}

/**
 * One SOC view: its data from the analyzer in the display type chosen (the dashboards' widget frame, so loading,
 * empty and error states, the table view, CSV and drill-down into Log View work as on a dashboard), its choices kept
 * in the address. Create Policy by Hits has a screen of its own.
 */
export function SocView({ view, group, adom }: SocViewProps) {
  const [search, setSearch] = useSearchState();
  const state = useMemo(() => parseSocViewUrl(search), [search]);
  const def = useMemo(() => socWidgetDef(view, group, allWidgets, descriptions.get(view.viewName) || undefined), [view, group]);
  const change = useCallback(
    (c: Partial<SocViewUrlState>) => setSearch((prev) => writeSocViewUrl(prev, withChange(parseSocViewUrl(prev), c)), { replace: true }),
    [setSearch],
  );
  if (view.createPolicy) return <CreatePolicyByHits view={view} proposeFrom={view.createPolicy} adom={adom} />;
  return (
    <div className="soc-view" data-soc-view={view.key}>
      <WidgetFrame instanceId={view.key} def={def} adom={adom} state={state} onStateChange={change} bodyHeight={BODY_HEIGHT} />
    </div>
  );
}
