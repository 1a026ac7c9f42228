import { constants } from '@generated/catalog/constants.ts';
import { msg } from './text.ts';
import { apiUrl } from '@/lib/api/client.ts';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import {
  archiveImage,
  backupSystemDb as backupSystemDbEndpoint,
  downloadImage as downloadImageEndpoint,
  getTaskProgress,
  upgradeFirmware,
  validateImage,
} from '@/lib/api/endpoints/startup.gen.ts';
import type {
  BackupDoneMessage,
  BackupFileMeta,
  BackupResultMessage,
  ImageDownloadResult,
  SystemBackupStarted,
} from '@generated/types/entities.ts';
import type { UpgradeDeps, UpgradeImage } from './upgrade-chain.ts';
import { downloadUrl } from '@/lib/browser/download.ts';

// The calls of the firmware upgrade chain, shared by the startup wizard and the console's upgrade dialog: each
// step's arguments as its operation's call (the UpgradeDeps of upgrade-chain.ts).

export function downloadImage(image: UpgradeImage): Promise<ImageDownloadResult> {
  return fetchEndpoint(downloadImageEndpoint, {
    body: { objid: image.objid, platform: image.platform, version: image.version, create_task: 1 },
  });
}
/** Starts the backup only; follow it with `subscribe` of `openBackupSocket` (or use `backupSystemDbAndWait`). */
export function backupSystemDb(password: string): Promise<SystemBackupStarted> {
  return fetchEndpoint(backupSystemDbEndpoint, { body: { password } });
}

/** URL of the finished backup file (downloadSystemBackup), for a download link. */
export function backupDownloadUrl(meta: BackupFileMeta): string {
  return apiUrl('downloadSystemBackup', { filepath: meta.filepath, downloadname: meta.downloadname });
}

/** Hands a finished backup to the browser's download. */
function saveBackupFile(meta: BackupFileMeta): void {
  downloadUrl(backupDownloadUrl(meta), meta.downloadname);
}

/** The console's websocket (the dev and preview servers proxy it to the appliance or the mock socket). */
function socketUrl(): string {
  const loc = globalThis.location;
  if (!loc) return 'ws://localhost/api/ws';
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api/ws`;
}

interface BackupSocket {
  /** resolves with the finished file, rejects with the error message of a failed backup */
  done: Promise<BackupFileMeta>;
  /** subscribe to one backup's messages (request_id from backupSystemDb) */
  subscribe: (requestId?: string) => void;
  close: () => void;
}

const BACKUP_TIMEOUT_MS = constants.firmwareUpgrade.backupTimeoutMs;

/**
 * Opens the websocket and waits until it is connected, so that no message of the backup about to start is missed.
 * Messages follow specs/schemas/backup-result-message.schema.json.
 */
export function openBackupSocket(
  onPercent: (percent: number) => void,
  { url = socketUrl(), timeoutMs = BACKUP_TIMEOUT_MS }: { url?: string; timeoutMs?: number } = {},
): Promise<BackupSocket> {
  return new Promise((resolveOpen, rejectOpen) => {
    const ws = new WebSocket(url);
    let requestId: string | undefined;
    let settle: { resolve: (m: BackupFileMeta) => void; reject: (e: Error) => void };
    const done = new Promise<BackupFileMeta>((resolve, reject) => (settle = { resolve, reject }));
    // the caller may fail before awaiting `done`; keep that from surfacing as an unhandled rejection
    done.catch(() => {});
    const timer = setTimeout(() => {
      settle.reject(new Error(msg('firmware.backupTimedOut')));
      ws.close();
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      ws.close();
    };
    ws.onopen = () =>
      resolveOpen({
        done,
        subscribe: (id) => {
          requestId = id;
          ws.send(JSON.stringify({ type: 'subscribe', topic: 'backup', ...(id ? { request_id: id } : {}) }));
        },
        close: finish,
      });
    ws.onerror = () => {
      rejectOpen(new Error(msg('firmware.backupUnreachable')));
      settle.reject(new Error(msg('firmware.backupConnectionLost')));
      clearTimeout(timer);
    };
    ws.onclose = () => {
      clearTimeout(timer);
      settle.reject(new Error(msg('firmware.backupConnectionLost')));
    };
    ws.onmessage = (event) => {
      let m: BackupResultMessage;
      try {
        m = JSON.parse(String(event.data)) as BackupResultMessage;
      } catch {
        return;
      }
      if (m?.topic !== 'backup' || (requestId && m.request_id && m.request_id !== requestId)) return;
      if (m.status === 'progress') onPercent(m.percent);
      else if (m.status === 'done') {
        settle.resolve((m as BackupDoneMessage).meta);
        finish();
      } else if (m.status === 'error') {
        settle.reject(new Error(m.message));
        finish();
      }
    };
  });
}

/** Backs up the system database and resolves when the websocket reports the finished file. */
async function backupSystemDbAndWait(password: string, onPercent: (percent: number) => void): Promise<BackupFileMeta> {
  const socket = await openBackupSocket(onPercent);
  try {
    const started = await backupSystemDb(password);
    socket.subscribe(started.request_id);
    return await socket.done;
  } finally {
    socket.close();
  }
}

/** The real calls for `runFirmwareUpgrade` (upgrade-chain.ts); a local file's upload is added by its caller. */
export const upgradeCalls: UpgradeDeps = {
  downloadImage,
  getTaskProgress: (taskid) => fetchEndpoint(getTaskProgress, { params: { path: { taskid } } }),
  archiveImage: (file) => fetchEndpoint(archiveImage, { body: { file } }),
  validateImage: (filepath) => fetchEndpoint(validateImage, { body: { filepath } }),
  backupSystemDb: backupSystemDbAndWait,
  saveBackup: saveBackupFile,
  upgradeFirmware: (filepath) => fetchEndpoint(upgradeFirmware, { body: { filepath } }),
};
