import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { getSessionStatus, useGetSessionStatus, useKeepSessionAlive } from '@/lib/api/endpoints/session.gen.ts';
import { useConnection } from '@/lib/api/connection.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { signOut, useSession } from '@/lib/session/index.ts';

/** While the appliance is unreachable, poll more often so the lost-connection modal closes soon after it is back. */
const LOST_CONNECTION_POLL_MS = constants.api.reconnectPollMs;

/** Seconds left, counted down locally from the server's `remaining` once the warning arrives. */
function useCountdown(start: number | null): number | null {
  const [left, setLeft] = useState(start);
  useEffect(() => {
    setLeft(start);
    if (start === null) return;
    const began = Date.now();
    const id = window.setInterval(() => {
      setLeft(Math.max(0, start - Math.floor((Date.now() - began) / 1000)));
    }, 1000);
    return () => window.clearInterval(id);
  }, [start]);
  return left;
}

/**
 * Watches the session: polls its timeout state, refreshes it on user activity, shows the Session Timeout modal
 * with a live countdown, and returns to sign-in when it has ended.
 */
export function SessionWatch() {
  const { signedIn } = useSession();
  const { lost } = useConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [warnedAt, setWarnedAt] = useState<number | null>(null);

  // the interval depends on the connection, so it is set here rather than in the spec
  const status = useGetSessionStatus(undefined, {
    enabled: signedIn,
    refetchInterval: lost ? LOST_CONNECTION_POLL_MS : constants.polling.sessionStatusMs,
    refetchIntervalInBackground: true,
  });

  // read through a ref so the effects below run on state changes only, not on every render
  const endSession = useRef(async (_notice: 'signedOut' | 'sessionEnded') => {});
  endSession.current = async (notice) => {
    setWarnedAt(null);
    await signOut(queryClient, notice);
    navigate('/login', { replace: true, state: { notice } });
  };

  const keepAlive = useKeepSessionAlive({
    toInit: (_: void) => undefined,
    onSuccess: (data) => {
      queryClient.setQueryData(endpointKey(getSessionStatus), { state: 'active' as const, remaining: data.expires_in });
    },
  });

  // the warning opens the modal with the server's remaining seconds; a later active state closes it
  const state = status.data?.state;
  const remaining = status.data?.remaining;
  useEffect(() => {
    if (state === 'warning' && remaining !== undefined) setWarnedAt((cur) => cur ?? remaining);
    else if (state === 'active') setWarnedAt(null);
    else if (state === 'expired') void endSession.current('sessionEnded');
  }, [state, remaining, status.dataUpdatedAt]);

  const left = useCountdown(warnedAt);
  useEffect(() => {
    if (left === 0) void endSession.current('sessionEnded');
  }, [left]);

  // activity refreshes the session, at most once per debounce period, and not while the warning asks the user
  const lastActivityCall = useRef(0);
  const warningOpen = warnedAt !== null;
  const refresh = keepAlive.mutate;
  useEffect(() => {
    if (!signedIn || warningOpen) return;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivityCall.current < constants.session.activityDebounceMs) return;
      lastActivityCall.current = now;
      // a failed refresh is not worth a message: the status poll reports a session about to end
      refresh(undefined, { onError: () => {} });
    };
    // the first activity after sign-in should not fire at once: the session was just opened
    lastActivityCall.current = Date.now();
    const events = ['mousedown', 'keydown', 'wheel', 'touchstart'] as const;
    events.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, onActivity));
  }, [signedIn, warningOpen, refresh]);

  const extend = () =>
    keepAlive.mutate(undefined, {
      onSuccess: () => setWarnedAt(null),
      onError: (err) => void message.error(errorMessage(err, 'shell.keepAliveFailed')),
    });

  return (
    <SessionTimeoutModal
      open={signedIn && warningOpen}
      secondsLeft={left ?? 0}
      extending={keepAlive.isPending}
      onExtend={extend}
      onLogout={() => void endSession.current('signedOut')}
    />
  );
}

export interface SessionTimeoutModalProps {
  open: boolean;
  secondsLeft: number;
  extending: boolean;
  onExtend(): void;
  onLogout(): void;
}

/** Session Timeout: a live countdown with Extend Session or Logout. It cannot be dismissed otherwise. */
export function SessionTimeoutModal({ open, secondsLeft, extending, onExtend, onLogout }: SessionTimeoutModalProps) {
  return (
    <Modal
      open={open}
      title={msg('session.timeoutTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="logout" onClick={onLogout}>
          {msg('session.logout')}
        </Button>,
        <Button key="extend" type="primary" loading={extending} onClick={onExtend}>
          {msg('session.extendSession')}
        </Button>,
      ]}
    >
      <Typography.Paragraph role="timer" aria-live="polite">
        {msg('shell.sessionCountdown', secondsLeft)}
      </Typography.Paragraph>
    </Modal>
  );
}
