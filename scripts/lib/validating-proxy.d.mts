import type { ChildProcess } from 'node:child_process';

export interface ProxyViolation {
  method: string;
  path: string;
  status: number;
  kind: 'response' | 'request' | 'warning';
  messages: string[];
}
export declare const DEFAULT_VALIDATE_PORT: number;
export declare function violationOf(
  status: number,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): { kind: ProxyViolation['kind']; messages: string[] } | null;
export declare function formatViolation(v: ProxyViolation): string[];
export declare function startValidatingProxy(options: {
  target: string;
  spec?: string;
  port?: number;
  host?: string;
  insecure?: boolean;
  logLevel?: string;
  onLine?: (name: string, line: string) => void;
  onViolation?: (v: ProxyViolation) => void;
}): Promise<{ url: string; port: number; child: ChildProcess; stop(): Promise<void> }>;
