import { lazy, Suspense, useState } from 'react';

const ProfileDialogContent = lazy(() => import('./profile-dialog-content.tsx'));

export interface ProfileDialogProps {
  open: boolean;
  onClose(): void;
}

/** Profile dialog (theme and avatar); its code and the cropper load the first time it opens. */
export function ProfileDialog({ open, onClose }: ProfileDialogProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ProfileDialogContent open={open} onClose={onClose} />
    </Suspense>
  );
}
