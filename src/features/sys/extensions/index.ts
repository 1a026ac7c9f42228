export { ExtensionDashboard, type ExtensionDashboardProps } from './extensions.tsx';
