// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The transfer texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "transfer.title": "Package Transfer",
  "transfer.intro": "Move FortiGuard packages to a unit that cannot reach the update service: export them to files here, then import each file on the other unit.",
  "transfer.exportTitle": "Export Packages",
  "transfer.export": "Export",
  "transfer.importTitle": "Import Packages",
  "transfer.import": "Import",
  "transfer.chooseFile": "Choose a package file",
  "transfer.noFile": "Please choose a package file.",
  "transfer.uploadFailed": "Failed to upload the package file.",
  "transfer.phase.uploading": "Uploading the package file",
  "transfer.phase.starting": "Starting the task",
  "transfer.phase.running": "Running the task",
  "transfer.phase.downloading": "Downloading the files",
  "transfer.exportDone": "Exported %s files.",
  "transfer.exportDone.one": "Exported %s file.",
  "transfer.importDone": "The packages were imported.",
  "transfer.downloaded": "Downloaded: %s",
  "transfer.readOnly": "Exporting and importing packages needs read-write permission on system settings."
} as const;
