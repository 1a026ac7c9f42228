import { useGetProfile } from '@/lib/api/endpoints/profile.gen.ts';
import { useSession } from '@/lib/session/index.ts';
import { httpUrl } from '@/lib/url/safe-url.ts';

/**
 * The saved avatar as an image's address: a data URL of an image (what the profile dialog saves) or an http(s)
 * address. Anything else (another data type, `javascript:`, text) is not shown: null.
 */
export function avatarSource(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^data:image\//i.test(text)) return text;
  return httpUrl(text);
}

/** The signed-in administrator's saved avatar (getProfile), or null while there is none to show. */
export function useAvatarSource(): string | null {
  const { signedIn } = useSession();
  const { data } = useGetProfile(undefined, { enabled: signedIn });
  return avatarSource(data?.avatar);
}
