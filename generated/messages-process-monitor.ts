// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The processMonitor texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "processMonitor.title": "Process Monitor",
  "processMonitor.none": "No processes.",
  "processMonitor.loadFailed": "Failed to load the process list.",
  "processMonitor.pid": "PID",
  "processMonitor.name": "Name",
  "processMonitor.cpu": "CPU (%)",
  "processMonitor.memory": "Memory (KB)",
  "processMonitor.state": "State"
} as const;
