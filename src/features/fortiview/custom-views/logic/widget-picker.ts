/** The add-widget catalogue: widgets grouped as in the catalogue's sections, those of the view's sub-type first. */
export interface PickerWidget {
  key: string;
  title: string;
  description: string;
  group: string;
  isSdWan: boolean;
  isCsf: boolean;
}

export interface PickerGroup<W extends PickerWidget = PickerWidget> {
  key: string;
  title: string;
  widgets: W[];
}

/** Whether a widget belongs to the view's sub-type: SD-WAN views lead with SD-WAN widgets, fabric views with fabric ones. */
export function fitsSubType(w: PickerWidget, subType: string): boolean {
  if (subType === 'sdwan') return w.isSdWan;
  if (subType === 'fabric') return w.isCsf;
  return false;
}

/**
 * The catalogue for a search text (title, description or key, case-insensitive), in the catalogue's sections; the
 * sections holding widgets of the view's sub-type come first. Empty sections are left out.
 */
export function pickerGroups<W extends PickerWidget>(
  widgets: readonly W[],
  groups: readonly { key: string; title: string }[],
  search: string,
  subType: string,
): PickerGroup<W>[] {
  const q = search.trim().toLowerCase();
  const matching = widgets.filter((w) => !q || `${w.title}\n${w.description}\n${w.key}`.toLowerCase().includes(q));
  const out = groups
    .map((g) => ({ key: g.key, title: g.title, widgets: matching.filter((w) => w.group === g.key) }))
    .filter((g) => g.widgets.length);
  const leads = (g: PickerGroup<W>) => g.widgets.some((w) => fitsSubType(w, subType));
  return [...out.filter(leads), ...out.filter((g) => !leads(g))];
}
