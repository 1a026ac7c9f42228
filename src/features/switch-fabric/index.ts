export { SwitchTopology } from './topology.tsx';
export { SwitchFaceplate, SWITCH_PARAM } from './faceplate.tsx';
