// generated from specs/catalog/constants.json; do not edit, run npm run codegen

export interface ConstantsCatalog {
  $schema?: string;
  description?: string;
  polling: {
    [k: string]: number;
  };
  session: {
    activityDebounceMs: number;
    /**
     * How long a page of the session waits for the reads its shell draws from its first frame (configuration, ADOM, system information, profile, tasks) before it draws: right after signing in the sign-in page stays, its Log In busy, and the console then draws once, complete. A slower appliance gets the shell drawn with its loading states after this time.
     */
    firstFrameWaitMs: number;
  };
  /**
   * How long the console keeps an answer that seldom changes (the appliance's identity, reference lists) before reading it again.
   */
  cache?: {
    referenceDataMs: number;
  };
  /**
   * How the console calls the appliance: every call is abandoned after requestTimeoutMs (uploads after uploadTimeoutMs); a read that cannot reach the appliance is retried retryCount times, waiting retryBaseDelayMs, then twice as long each time up to retryMaxDelayMs; while the connection is lost the console tries again every reconnectPollMs.
   */
  api: {
    requestTimeoutMs: number;
    uploadTimeoutMs: number;
    retryCount: number;
    retryBaseDelayMs: number;
    retryMaxDelayMs: number;
    reconnectPollMs: number;
  };
  password: {
    minLengthWarning: number;
  };
  avatar: {
    size: number;
    cropBoundary: number;
    fileCapBytes: number;
    sizeMarginBytes: number;
    qualityStep: number;
  };
  vmSizing?: {};
  exportDownloadSpacingMs?: number;
  psirt: {
    riskMin: number;
    riskMax: number;
    cveCellMaxEntries: number;
    vulnerabilityCellMaxHeightPx: number;
    autoTemplatePrefix: string;
  };
  entitlementPoll: {
    initialWaitMs: number;
    intervalMs: number;
    maxTries: number;
  };
  releaseNotes: {
    documentIds: number[];
    analyzerFirstDocFromVersion: string;
  };
  /**
   * CLI console: how many commands and answers the transcript keeps.
   */
  cli: {
    transcriptMaxEntries: number;
  };
  /**
   * Registration with the support portal: the licence account id the appliance reports for a unit not registered yet (the startup wizard keeps its Register and SSO step while it says so).
   */
  registration: {
    unregisteredAccountId: string;
  };
  /**
   * Custom views: the body height of every custom-view dialog (New Custom View, Rename, Delete, Add Widget), its content scrolling within.
   */
  customViews: {
    dialogBodyHeightPx: number;
  };
  /**
   * View Details of masked data: the longest picked text sent for unmasking.
   */
  viewDetails: {
    maxPickedLength: number;
  };
  /**
   * Firmware upgrade chain: how often its task is polled and for how long (taskPollMs x maxTaskPolls), and how long the system backup before it may take.
   */
  firmwareUpgrade: {
    taskPollMs: number;
    maxTaskPolls: number;
    backupTimeoutMs: number;
  };
  /**
   * Tasks the appliance runs in the background (submit, poll, cancel): an analyzer task (FortiView widget data, a log search) or one of the appliance's own (retrieve, install, package transfer). The first poll waits firstDelayMs, each next one factor times longer, at most maxDelayMs; a task not done after timeLimitMs is cancelled and reported as not answering in time.
   */
  taskPolling?: {
    analyzer: TaskBackoff;
    appliance: TaskBackoff;
  };
}
export interface TaskBackoff {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  timeLimitMs: number;
}

export const constants = {
  "description": "Business constants and limits of the console (spec section 9).",
  "polling": {
    "logRebuildMs": 5000,
    "postgresUpgradeMs": 5000,
    "fabricSyncMs": 180000,
    "sessionStatusMs": 30000,
    "tasksMs": 10000,
    "notificationsMs": 60000,
    "processMonitorMs": 5000,
    "extensionsMs": 10000,
    "logFetchSessionsMs": 5000,
    "switchFabricMs": 180000
  },
  "session": {
    "activityDebounceMs": 60000,
    "firstFrameWaitMs": 1000
  },
  "api": {
    "requestTimeoutMs": 30000,
    "uploadTimeoutMs": 1800000,
    "retryCount": 3,
    "retryBaseDelayMs": 1000,
    "retryMaxDelayMs": 16000,
    "reconnectPollMs": 5000
  },
  "cache": {
    "referenceDataMs": 300000
  },
  "password": {
    "minLengthWarning": 6
  },
  "avatar": {
    "size": 64,
    "cropBoundary": 300,
    "fileCapBytes": 10240000,
    "sizeMarginBytes": 12,
    "qualityStep": 0.1
  },
  "vmSizing": {
    "minMemoryGb": 16,
    "minVcpu": 4,
    "duplicateLicenceGraceDays": 7,
    "dailyLogLimitDays": 7
  },
  "exportDownloadSpacingMs": 300,
  "psirt": {
    "riskMin": 1,
    "riskMax": 5,
    "cveCellMaxEntries": 5,
    "vulnerabilityCellMaxHeightPx": 140,
    "autoTemplatePrefix": "PSIRT_"
  },
  "entitlementPoll": {
    "initialWaitMs": 5000,
    "intervalMs": 2000,
    "maxTries": 10
  },
  "releaseNotes": {
    "documentIds": [
      723553,
      492625
    ],
    "analyzerFirstDocFromVersion": "7.0.3"
  },
  "cli": {
    "transcriptMaxEntries": 200
  },
  "registration": {
    "unregisteredAccountId": "N/A"
  },
  "customViews": {
    "dialogBodyHeightPx": 400
  },
  "viewDetails": {
    "maxPickedLength": 256
  },
  "firmwareUpgrade": {
    "taskPollMs": 1000,
    "maxTaskPolls": 3600,
    "backupTimeoutMs": 1800000
  },
  "taskPolling": {
    "analyzer": {
      "firstDelayMs": 100,
      "factor": 1.5,
      "maxDelayMs": 1000,
      "timeLimitMs": 600000
    },
    "appliance": {
      "firstDelayMs": 1000,
      "factor": 1,
      "maxDelayMs": 1000,
      "timeLimitMs": 3600000
    }
  }
} as const satisfies ConstantsCatalog;
