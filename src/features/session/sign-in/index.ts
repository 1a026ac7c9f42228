export { SignInPage, type SignInPageProps } from './sign-in-page.tsx';
export { SessionWatch, SessionTimeoutModal, type SessionTimeoutModalProps } from './session-watch.tsx';
export { LostConnectionModal } from './lost-connection-modal.tsx';
export { LogoutDialog, type LogoutDialogProps } from './logout-dialog.tsx';
export { groupDirtyItems, type DirtyItem, type DirtyGroup } from './dirty-items.ts';
export { personas, wizardPersonas, personaOptions, personaDescription, type Persona } from './personas.ts';
export { startupProgress, useStartupProgress, type StartupProgress } from './startup-progress.ts';
