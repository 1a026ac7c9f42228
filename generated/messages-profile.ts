// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The profile texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "profile.title": "Change Profile",
  "profile.theme": "Theme",
  "profile.useGlobalTheme": "Use global theme",
  "profile.ownTheme": "Own theme",
  "profile.themeLight": "Light",
  "profile.themeDark": "Dark",
  "profile.avatar": "Avatar",
  "profile.noAvatar": "No avatar",
  "profile.chooseImage": "Choose Image",
  "profile.removeAvatar": "Remove Avatar",
  "profile.cropTitle": "Crop Avatar",
  "profile.zoom": "Zoom",
  "profile.save": "Save",
  "profile.saved": "Profile saved.",
  "profile.saveFailed": "Failed to save the profile.",
  "profile.avatarSaved": "Avatar saved.",
  "profile.avatarSaveFailed": "Failed to save the avatar.",
  "profile.loadFailed": "Failed to load the profile."
} as const;
