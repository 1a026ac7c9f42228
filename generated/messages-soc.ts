// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The soc texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "soc.table": "Outbreak alerts",
  "soc.refresh": "Refresh",
  "soc.search": "Search alerts",
  "soc.searchHint": "Name, advisory, CVE or device",
  "soc.severityFilter": "Severity",
  "soc.statusFilter": "Detection status",
  "soc.anySeverity": "Any severity",
  "soc.anyStatus": "Any status",
  "soc.severity": "Severity",
  "soc.name": "Alert Name",
  "soc.devices": "Affected Devices",
  "soc.status": "Detection Status",
  "soc.date": "Published",
  "soc.lastDetected": "Last Detected",
  "soc.advisory": "Advisory",
  "soc.status.detected": "Detected",
  "soc.status.notDetected": "Not detected",
  "soc.status.mitigated": "Mitigated",
  "soc.devicesOf": "Devices affected by %s",
  "soc.showDevices": "Show the %s devices affected by %s",
  "soc.count": "%s of %s alerts",
  "soc.count.one": "%s of %s alert",
  "soc.loadFailed": "Failed to load the outbreak alerts.",
  "soc.none": "No outbreak alert has been published for this ADOM.",
  "soc.noMatch": "No alert matches.",
  "soc.never": "Never",
  "soc.opensNewTab": "%s (opens in a new tab)"
} as const;
