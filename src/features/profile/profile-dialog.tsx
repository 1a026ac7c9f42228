export interface ProfileDialogProps {
  open: boolean;
  onClose(): void;
}

export function ProfileDialog(_props: ProfileDialogProps) {
  return null;
}
