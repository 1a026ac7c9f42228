export { TaskDropdown, type TaskDropdownProps } from './task-dropdown.tsx';
export { taskTitle } from './task-list.ts';
export { TaskProgress, type TaskProgressProps } from './task-progress.tsx';
