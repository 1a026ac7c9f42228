import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useSession } from '@/lib/session/index.ts';

export const securityCheckKey = ['sys', 'securityCheck'] as const;

/** Banner for a firmware image that is not certified: code 1 non-GA certified (warning), 2 not certified (error). */
export function UncertifiedBanner() {
  const { signedIn } = useSession();
  const { data, isError } = useQuery({
    queryKey: securityCheckKey,
    queryFn: () => call(api.POST('/gui/sys/security-check', { body: { method: 'get' } })),
    enabled: signedIn,
    staleTime: Infinity,
  });
  // a failed check says nothing about the image: the admin learns that it could not be made, not a false alarm
  if (isError && !data) {
    return <Alert type="info" banner showIcon closable title={msg('shell.securityCheckFailed')} className="uncertified-banner" />;
  }
  if (!data || data.code === 0) return null;
  return data.code === 1 ? (
    <Alert type="warning" banner showIcon title={msg('shell.uncertifiedNonGa')} className="uncertified-banner" />
  ) : (
    <Alert type="error" banner showIcon title={msg('shell.uncertified')} className="uncertified-banner" />
  );
}
