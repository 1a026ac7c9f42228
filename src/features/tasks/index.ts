export { TaskDropdown, type TaskDropdownProps } from './task-dropdown.tsx';
