import type { ChildProcess } from 'node:child_process';

export declare function isPortFree(port: number, host?: string): Promise<boolean>;
/** The preferred port when it is free, else a free one. */
export declare function findFreePort(preferred: number, host?: string): Promise<number>;
/** Waits until something accepts connections on host:port; fails early when `child` exits first. */
export declare function waitForPort(port: number, options?: { host?: string; timeoutMs?: number; child?: ChildProcess; name?: string }): Promise<void>;
