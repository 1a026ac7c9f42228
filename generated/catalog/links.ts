// generated from specs/catalog/links.json; do not edit, run npm run codegen

export type Route = string;

/**
 * Where the console leads the administrator: external pages of the provider (opened in a new tab, always https) and the console's own shortcut routes.
 */
export interface LinksCatalog {
  $schema?: string;
  description?: string;
  /**
   * External pages. `{id}` is replaced by the URL-encoded identifier; release notes take `{product}`, `{version}` and `{document}`.
   */
  external: {
    /**
     * Creating a support-portal account (Register link of the SSO step).
     */
    supportRegister: string;
    /**
     * Resetting a support-portal password (Forgot password link of the SSO step).
     */
    supportForgotPassword: string;
    /**
     * The provider's page of one PSIRT advisory, by IR number.
     */
    psirtAdvisory: string;
    /**
     * The national vulnerability database's page of one CVE.
     */
    nvdCve: string;
    /**
     * Release notes of a firmware version.
     */
    releaseNotes: string;
  };
  /**
   * Quick Access menu (super admin signed in by single sign-on), in menu order.
   */
  quickAccess: {
    key: string;
    /**
     * Message key of the item's label.
     */
    labelKey: string;
    path?: Route;
    /**
     * Instead of a path: the key of one of `routes`, which holds its path.
     */
    route?: string;
  }[];
  routes: {
    /**
     * Where the analyzer's fabric role button leads (and the fabric notifications).
     */
    fabricSettings: string;
    /**
     * Where an outbreak-alert notification leads (analyzer).
     */
    outbreakAlerts: string;
    /**
     * The log list a dashboard widget or threat hunting drills down into (route parameters in braces).
     */
    logList: string;
    /**
     * The task monitor (a system screen open to every administrator; the side menu, the task dropdown and Quick Access lead there).
     */
    taskMonitor: string;
    /**
     * The task monitor of an administrator in Restricted Admin Mode, who has no system screens (its group route leads there too).
     */
    restrictedTaskMonitor: string;
  };
}

export const links = {
  "description": "External pages and shortcut routes of the console.",
  "external": {
    "supportRegister": "https://support.fortinet.com/",
    "supportForgotPassword": "https://support.fortinet.com/",
    "psirtAdvisory": "https://www.fortiguard.com/psirt/{id}",
    "nvdCve": "https://nvd.nist.gov/vuln/detail/{id}",
    "releaseNotes": "https://docs.fortinet.com/document/{product}/{version}/release-notes/{document}"
  },
  "quickAccess": [
    {
      "key": "taskmonitor",
      "labelKey": "shell.quickAccess.taskMonitor",
      "route": "taskMonitor"
    },
    {
      "key": "firmwares",
      "labelKey": "shell.quickAccess.firmware",
      "path": "/fortiguard/firmwares"
    },
    {
      "key": "ha",
      "labelKey": "shell.quickAccess.ha",
      "path": "/sys/ha"
    },
    {
      "key": "certificate",
      "labelKey": "shell.quickAccess.certificates",
      "path": "/sys/certificate"
    },
    {
      "key": "alladoms",
      "labelKey": "shell.quickAccess.allAdoms",
      "path": "/sys/alladoms"
    }
  ],
  "routes": {
    "fabricSettings": "/sys/fazfabric/settings",
    "outbreakAlerts": "/fortisoc/soar/outbreakalerts",
    "logList": "/logview/logs/{appUniKey}/{devType}/{_logtype}",
    "taskMonitor": "/sys/taskmonitor",
    "restrictedTaskMonitor": "/rstadm/taskmonitor"
  }
} as const satisfies LinksCatalog;
