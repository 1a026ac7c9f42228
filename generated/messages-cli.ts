// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The cli texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "cli.title": "CLI Console",
  "cli.command": "Command",
  "cli.run": "Run",
  "cli.clear": "Clear",
  "cli.failed": "Failed to run the command."
} as const;
