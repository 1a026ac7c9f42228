export interface FabricRoleButtonProps {}

export function FabricRoleButton(_props: FabricRoleButtonProps) {
  return null;
}
