export { ViewDetailsMenu, type ViewDetailsMenuProps } from './view-details-menu.tsx';
