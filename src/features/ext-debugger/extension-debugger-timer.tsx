export interface ExtensionDebuggerTimerProps {}

export function ExtensionDebuggerTimer(_props: ExtensionDebuggerTimerProps) {
  return null;
}
