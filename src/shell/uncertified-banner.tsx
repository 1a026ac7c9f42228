import { Alert } from 'antd';
import { useGetSecurityCheck } from '@/lib/api/endpoints/sys.gen.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useSession } from '@/lib/session/index.ts';

const SECURITY_CHECK = { body: { method: 'get' as const } };

/** Banner for a firmware image that is not certified: code 1 non-GA certified (warning), 2 not certified (error). */
export function UncertifiedBanner() {
  const { signedIn } = useSession();
  const { data, isError } = useGetSecurityCheck(SECURITY_CHECK, { enabled: signedIn });
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
