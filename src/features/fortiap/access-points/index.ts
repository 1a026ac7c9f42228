import './access-points.css';

export { AccessPointList } from './ap-list.tsx';
export { AccessPointDevicesList } from './ap-devices-list.tsx';
