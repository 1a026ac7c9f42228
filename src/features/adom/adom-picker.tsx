export interface AdomPickerProps {
  open: boolean;
  onPicked(adom: unknown): void;
}

export function AdomPicker(_props: AdomPickerProps) {
  return null;
}
