import { useSyncExternalStore } from 'react';
import type { Profile } from '@generated/types/entities.ts';
import { useGetProfile } from '@/lib/api/endpoints/profile.gen.ts';
import { useSession } from '@/lib/session/index.ts';

export type ThemeMode = 'light' | 'dark';

/** The theme a profile asks for: the appliance-wide one when it follows the global theme, else the user's own. */
export function effectiveTheme(profile: Pick<Profile, 'useGlobalTheme' | 'userTheme' | 'globalTheme'>): ThemeMode {
  return profile.useGlobalTheme ? profile.globalTheme : profile.userTheme;
}

// While the profile dialog is open the chosen theme applies at once; this override is dropped when it closes.
let preview: ThemeMode | null = null;
const listeners = new Set<() => void>();

export const themePreview = {
  get: () => preview,
  set(mode: ThemeMode | null) {
    if (mode === preview) return;
    preview = mode;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Effective theme of the console ('light' until the profile has loaded); the app's ConfigProvider reads it. */
export function useThemeMode(): ThemeMode {
  const { signedIn } = useSession();
  const { data } = useGetProfile(undefined, { enabled: signedIn });
  const override = useSyncExternalStore(themePreview.subscribe, themePreview.get, themePreview.get);
  return override ?? (data ? effectiveTheme(data) : 'light');
}
