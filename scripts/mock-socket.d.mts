export declare const DEFAULT_MOCK_SOCKET_PORT: number;

export interface BackupFileMeta {
  bytes: number;
  downloadname: string;
  filepath: string;
}

export declare function backupMeta(now?: Date): BackupFileMeta;

export interface MockSocketOptions {
  /** default MOCK_SOCKET_PORT or 4020; 0 picks a free port */
  port?: number;
  host?: string;
  /** delay before each backup message, ms */
  stepMs?: number;
}

export interface RunningMockSocket {
  port: number;
  /** ws://host:port/api/ws (/ws works too) */
  url: string;
  close(): Promise<void>;
}

export declare function startMockSocket(options?: MockSocketOptions): Promise<RunningMockSocket>;
