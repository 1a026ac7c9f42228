export { FabricRoleButton, type FabricRoleButtonProps } from './fabric-role-button.tsx';
