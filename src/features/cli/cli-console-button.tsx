export interface CliConsoleButtonProps {}

export function CliConsoleButton(_props: CliConsoleButtonProps) {
  return null;
}
