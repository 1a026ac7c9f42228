export { OutbreakAlerts } from './outbreak-alerts.tsx';
