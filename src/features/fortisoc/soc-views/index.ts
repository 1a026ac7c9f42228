import './soc-views.css';
// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
export { SocView, type SocViewProps } from './soc-view.tsx';
export { socGroups, socViewByKey, socViewPath, SOC_VIEWS_PATH, type SocGroupDef, type SocViewDef } from './catalog.ts';
export { offeredGroups, firstOfferedView, isViewOffered } from './logic/offered-views.ts';
export { socMenuItems, withSocViews, type SocMenuItem } from './soc-menu.ts';
