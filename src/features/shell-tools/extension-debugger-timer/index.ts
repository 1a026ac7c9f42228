export { ExtensionDebuggerTimer, type ExtensionDebuggerTimerProps } from './extension-debugger-timer.tsx';
