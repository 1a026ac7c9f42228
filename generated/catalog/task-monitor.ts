// generated from specs/catalog/task-monitor.json; do not edit, run npm run codegen

/**
 * The Task Monitor's list: its columns in order, and how each task state reads (its label and its status colour).
 */
export interface TaskMonitorCatalog {
  $schema?: string;
  description?: string;
  /**
   * @minItems 1
   */
  columns: [
    {
      /**
       * What the column shows: a task attribute, its title, or its progress.
       */
      key: 'id' | 'title' | 'user' | 'state' | 'percent';
      /**
       * Message key of the column title.
       */
      titleKey: string;
      width?: number;
    },
    ...{
      /**
       * What the column shows: a task attribute, its title, or its progress.
       */
      key: 'id' | 'title' | 'user' | 'state' | 'percent';
      /**
       * Message key of the column title.
       */
      titleKey: string;
      width?: number;
    }[]
  ];
  /**
   * By task state (the task entity's state enum).
   */
  states: {
    [k: string]: {
      labelKey: string;
      badge: 'default' | 'processing' | 'success' | 'error' | 'warning';
    };
  };
}

export const taskMonitor = {
  "description": "Task Monitor columns and task states.",
  "columns": [
    {
      "key": "id",
      "titleKey": "shell.taskColumnId",
      "width": 80
    },
    {
      "key": "title",
      "titleKey": "shell.taskColumnTitle"
    },
    {
      "key": "user",
      "titleKey": "shell.taskColumnUser",
      "width": 140
    },
    {
      "key": "state",
      "titleKey": "shell.taskColumnState",
      "width": 120
    },
    {
      "key": "percent",
      "titleKey": "shell.taskColumnProgress",
      "width": 200
    }
  ],
  "states": {
    "pending": {
      "labelKey": "tasks.statePending",
      "badge": "default"
    },
    "running": {
      "labelKey": "tasks.stateRunning",
      "badge": "processing"
    },
    "done": {
      "labelKey": "tasks.stateDone",
      "badge": "success"
    },
    "error": {
      "labelKey": "tasks.stateError",
      "badge": "error"
    },
    "cancelled": {
      "labelKey": "tasks.cancelled",
      "badge": "warning"
    }
  }
} as const satisfies TaskMonitorCatalog;
