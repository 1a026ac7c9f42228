export interface ViewDetailsMenuProps {}

export function ViewDetailsMenu(_props: ViewDetailsMenuProps) {
  return null;
}
