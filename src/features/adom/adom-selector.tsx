export interface AdomSelectorProps {}

export function AdomSelector(_props: AdomSelectorProps) {
  return null;
}
