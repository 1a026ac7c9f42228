export { ObjectScreen, type ObjectScreenProps } from './object-screen.tsx';
export { objectScreenFor, objectScreenKeys } from './catalog.ts';
export { objectScreenComponents } from './screen-components.tsx';
