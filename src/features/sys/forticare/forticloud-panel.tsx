import { useId, useRef, useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Skeleton, Switch, Typography } from 'antd';
import { registrationFailureText } from '@/lib/registration/tagged-text.ts';
import { useGetRemoteAccess, useSetRemoteAccess } from '@/lib/api/endpoints/registration.gen.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { cloudStatusOf } from './logic/cloud-status.ts';
import { CloudSignInDialog } from './cloud-sign-in-dialog.tsx';
import { msg } from './text.ts';

export interface FortiCloudPanelProps {
  /** may sign the unit in and change remote access (capabilities.canEditSystemSettings; the startup wizard's super admin) */
  editable: boolean;
  /** the support account Sign In to FortiCloud starts with */
  account?: string | null;
}

/**
 * The unit's link to FortiCloud (getRemoteAccess, tagged text): the account and organisation it is signed in under,
 * Sign In to FortiCloud, and the remote access switch (setRemoteAccess), which says so when the unit refuses it.
 */
export function FortiCloudPanel({ editable, account }: FortiCloudPanelProps) {
  const { message } = App.useApp();
  const status = useGetRemoteAccess({ parseAs: 'text' }, { parse: cloudStatusOf });
  const setRemote = useSetRemoteAccess({
    toInit: (enable: 0 | 1) => ({ body: { enable }, parseAs: 'text' as const }),
    parse: cloudStatusOf,
  });
  const [signingIn, setSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signInButton = useRef<HTMLButtonElement>(null);
  const switchLabelId = useId();
  const switchHintId = useId();

  if (status.isError) {
    return <LoadFailed title={registrationFailureText(status.error)} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  const cloud = status.data;
  // while the change runs the switch shows what was asked
  const allowed = setRemote.isPending && setRemote.variables !== undefined ? setRemote.variables === 1 : cloud.remoteAccess;

  function switchRemoteAccess(on: boolean) {
    setFailure(null);
    setRemote.mutate(on ? 1 : 0, {
      onSuccess: (answer) => void message.success(msg(answer.remoteAccess ? 'registration.remoteAccessAllowed' : 'registration.remoteAccessDenied')),
      onError: (e) => setFailure(registrationFailureText(e)),
    });
  }

  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'account', label: msg('registration.cloudAccount'), children: cloud.account ?? msg('registration.cloudNotSignedIn') },
          ...(cloud.organisation ? [{ key: 'org', label: msg('registration.cloudOrganisation'), children: cloud.organisation }] : []),
        ]}
      />
      {editable && (
        <div>
          <Button
            ref={signInButton}
            onClick={() => {
              // a refusal of remote access belongs to the state before the sign-in
              setFailure(null);
              setSigningIn(true);
            }}
          >
            {msg('registration.cloudSignIn')}
          </Button>
        </div>
      )}
      <Flex align="center" gap={12}>
        <Switch
          aria-labelledby={switchLabelId}
          aria-describedby={switchHintId}
          checked={allowed}
          loading={setRemote.isPending}
          disabled={!editable || setRemote.isPending}
          onChange={switchRemoteAccess}
        />
        <div>
          <Typography.Text id={switchLabelId} strong>
            {msg('registration.remoteAccess')}
          </Typography.Text>
          <br />
          <Typography.Text id={switchHintId} type="secondary">
            {msg('registration.remoteAccessHint')}
          </Typography.Text>
        </div>
      </Flex>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      {editable && (
        <CloudSignInDialog
          open={signingIn}
          account={cloud.account ?? account}
          onClose={() => {
            setSigningIn(false);
            signInButton.current?.focus();
          }}
        />
      )}
    </Flex>
  );
}
