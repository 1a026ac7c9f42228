export { ForticareScreen, type ForticareScreenProps } from './forticare-screen.tsx';
export { FortiCloudPanel, type FortiCloudPanelProps } from './forticloud-panel.tsx';
