import './fleet.css';

export { AccessPointList } from './ap-list.tsx';
export { AccessPointDevicesList } from './ap-devices-list.tsx';
export { SwitchList } from './switch-list.tsx';
