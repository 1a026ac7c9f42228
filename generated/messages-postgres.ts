// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The postgres texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "postgres.dontShutdown": "Please don't shutdown system!",
  "postgres.completed": "PostgreSQL Upgrade was completed.",
  "postgres.continueToReboot": "Continue to Reboot",
  "postgres.continueToShutdown": "Continue to Shutdown",
  "postgres.title": "PostgreSQL Upgrade",
  "postgres.hint": "The PostgreSQL database is being upgraded. The system is available again when the upgrade completes.",
  "postgres.remaining": "Remaining time: %s",
  "postgres.rebooting": "The system is rebooting. Sign in again in a few minutes.",
  "postgres.shuttingDown": "The system is shutting down.",
  "postgres.rebootFailed": "Failed to reboot the system.",
  "postgres.shutdownFailed": "Failed to shut down the system."
} as const;
