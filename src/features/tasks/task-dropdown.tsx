export interface TaskDropdownProps {}

export function TaskDropdown(_props: TaskDropdownProps) {
  return null;
}
