import './managed-switches.css';

export { SwitchList } from './switch-list.tsx';
