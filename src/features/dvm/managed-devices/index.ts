export { DeviceList, type DeviceListProps } from './device-list.tsx';
