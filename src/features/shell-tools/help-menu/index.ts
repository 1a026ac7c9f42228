export { HelpMenu, type HelpMenuProps } from './help-menu.tsx';
