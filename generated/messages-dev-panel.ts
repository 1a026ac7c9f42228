// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The devPanel texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "devPanel.title": "API violations",
  "devPanel.toggle": "API violations (%s)",
  "devPanel.intro": "Requests and answers that do not match the API description, as the validating proxy reported them. Shown in mock and validation builds only.",
  "devPanel.clear": "Clear",
  "devPanel.close": "Close",
  "devPanel.response": "Answer",
  "devPanel.request": "Request",
  "devPanel.warning": "Warning",
  "devPanel.status": "HTTP %s",
  "devPanel.operation": "Operation",
  "devPanel.unknownOperation": "not in the API description",
  "devPanel.time": "At %s",
  "devPanel.answerViolates": "The appliance's answer does not match the API description."
} as const;
