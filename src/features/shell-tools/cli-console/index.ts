export { CliConsoleButton, type CliConsoleButtonProps } from './cli-console-button.tsx';
