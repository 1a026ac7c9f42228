export interface HelpMenuProps {}

export function HelpMenu(_props: HelpMenuProps) {
  return null;
}
