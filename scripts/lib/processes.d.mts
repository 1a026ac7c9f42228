import type { ChildProcess } from 'node:child_process';

export declare const root: string;
export declare const TSX_LOADER: string;
export declare function scriptArgs(file: string, ...args: string[]): string[];
export declare function binPath(pkg: string, name: string): string;
export declare function startChild(
  name: string,
  command: string,
  args: string[],
  options?: { env?: Record<string, string>; cwd?: string; onLine?: (name: string, line: string) => void },
): ChildProcess & { outputTail(): string; label: string };
export declare function stopChild(child: ChildProcess | undefined, graceMs?: number): Promise<void>;
export declare function runCommand(command: string, args: string[], options?: { env?: Record<string, string>; cwd?: string; stdio?: 'inherit' | 'pipe' | 'ignore' }): Promise<number>;
