import { Suspense, useEffect, useRef } from 'react';
import { App, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { changeAdom, listAdoms } from '@/lib/api/endpoints/adom.gen.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { currentAdomKey, getCurrentAdomQuery, useSystemConfig } from '@/lib/session/index.ts';
import { startupProgress, useStartupProgress } from '@/features/session/sign-in/index.ts';
import { StartupWizard } from '@/features/session/startup-wizard/index.ts';
import { PasswordChangeDialog } from '@/features/session/password/index.ts';
import { AdomPicker } from '@/features/session/adoms/index.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { nextStartupStep, type StartupStep } from './next-startup-step.ts';

/** The step of the start-up order the session is at; 'done' until the configuration is known. */
export function useStartupStep(): StartupStep {
  const { data: config } = useSystemConfig();
  const progress = useStartupProgress();
  return config ? nextStartupStep(config, progress) : { step: 'done' };
}

/** The startup wizard, in the page's content slot while it runs. */
export function StartupWizardSlot() {
  return (
    <ErrorBoundary fallback={() => <StartupWizardFailed />}>
      <Suspense fallback={<Spin description={msg('shell.startupWizardLoading')} />}>
        <StartupWizard onFinish={() => startupProgress.mark('wizard')} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A wizard that cannot load must not lock the admin out: the order moves on. */
function StartupWizardFailed() {
  useEffect(() => startupProgress.mark('wizard'), []);
  return null;
}

/** The dialogs of the start-up order after the wizard: password change, then the ADOM picker or default ADOM. */
export function StartupDialogs({ step }: { step: StartupStep }) {
  const { data: config } = useSystemConfig();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const opening = useRef(false);

  useEffect(() => {
    if (step.step !== 'defaultAdom' || opening.current) return;
    opening.current = true;
    (async () => {
      try {
        const current = await queryClient.fetchQuery(getCurrentAdomQuery);
        if (current.name !== step.adom) {
          const adoms = await fetchEndpoint(listAdoms);
          const target = adoms.find((a) => a.name === step.adom);
          if (target) {
            const adom = await fetchEndpoint(changeAdom, { body: { oid: target.oid } });
            queryClient.setQueryData(currentAdomKey, adom);
          }
        }
      } catch (err) {
        void message.error(errorMessage(err, 'shell.adomChangeFailed'));
      } finally {
        opening.current = false;
        startupProgress.mark('adom');
      }
    })();
  }, [step, queryClient, message]);

  return (
    <>
      {step.step === 'password' && config && (
        <PasswordChangeDialog
          open
          kind={step.kind}
          username={config.username}
          ownAccount
          onDone={() => startupProgress.mark('password')}
          onLater={step.forced ? undefined : () => startupProgress.mark('password')}
        />
      )}
      {step.step === 'adomPicker' && (
        <AdomPicker
          open
          onPicked={(adom) => {
            if (adom) queryClient.setQueryData(currentAdomKey, adom);
            startupProgress.mark('adom');
          }}
          onKeepCurrent={() => startupProgress.mark('adom')}
        />
      )}
    </>
  );
}
