// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The avatar texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "avatar.notImage": "This is not an image file.",
  "avatar.tooBig": "The file size is too big.",
  "avatar.cannotFit": "Unable to generate avatar within size limits"
} as const;
