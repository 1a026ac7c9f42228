import { useCallback, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { ConfigProvider, Modal, Steps, theme } from 'antd';
import type { StartupState } from '@generated/types/entities.ts';
import { msg } from './text.ts';
import type { SetupOutcome } from './logic/outcome.ts';
import type { Capabilities } from '@/lib/permissions/capabilities.ts';
import { passwordStepRequired, startupSteps, type StartupStep } from './logic/steps.ts';
import { stepLabel } from './step-labels.ts';
import { accessibleTheme } from './accessible-theme.ts';
import { initialWizardState, wizardReducer, type StepForms } from './wizard-state.ts';
import { WelcomeStep } from './steps/welcome-step.tsx';
import { SsoStep } from './steps/sso-step.tsx';
import { HostnameStep } from './steps/hostname-step.tsx';
import { PasswordStep } from './steps/password-step.tsx';
import { FirmwareStep } from './steps/firmware-step.tsx';
import { BackupStep } from './steps/backup-step.tsx';
import { FinishStep } from './steps/finish-step.tsx';
import './startup-wizard.css';

/** The role rules the wizard follows, as the capabilities module computes them. */
export type WizardCapabilities = Pick<
  Capabilities,
  'startupBackupStep' | 'startupAutoBackupForm' | 'startupPasswordStep' | 'firmwareBackupOption'
>;

export interface WizardDialogProps {
  state: StartupState;
  caps: WizardCapabilities;
  backupChanged: boolean;
  firmwareUpgradeCheck: 0 | 1;
  onFinish: (outcome: SetupOutcome) => void;
}

/** A dialog that cannot be dismissed half-way: the wizard ends with Finish only. */
export function WizardModal({ title, label, children }: { title?: string; label?: string; children: ReactNode }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const readable = useMemo(() => accessibleTheme(token), [token]);
  return (
    <Modal
      open
      title={title}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      width={1040}
      style={{ top: 24 }}
      // without a title (product not known yet) the dialog is named by what it shows
      aria-label={title ? undefined : label}
      afterOpenChange={(open) => {
        // the dialog takes the focus when it opens; hand it on to the step's heading, unless the user has already
        // moved on inside the step while the dialog was still fading in
        const body = bodyRef.current;
        if (open && body && !body.contains(document.activeElement)) {
          body.querySelector<HTMLElement>('.startup-step-heading')?.focus();
        }
      }}
    >
      <ConfigProvider theme={readable}>
        <div ref={bodyRef}>{children}</div>
      </ConfigProvider>
    </Modal>
  );
}

/** The start-up wizard's content once its state has loaded: the steps still to do, one at a time. */
export function WizardDialog({ state: startup, caps, backupChanged, firmwareUpgradeCheck, onFinish }: WizardDialogProps) {
  const [wizard, dispatch] = useReducer(wizardReducer, undefined, () =>
    initialWizardState({
      steps: startupSteps({ state: startup, caps, backupChanged, firmwareUpgradeCheck }),
      hostname: startup.hostname,
      backupBeforeUpgrade: caps.firmwareBackupOption,
    }),
  );
  const { steps, current, done, later, forms } = wizard;

  const complete = useCallback((step: StartupStep) => dispatch({ type: 'complete', step }), []);
  const leave = useCallback((step: StartupStep) => dispatch({ type: 'later', step }), []);
  const back = useCallback(() => dispatch({ type: 'back' }), []);
  const setForm = useCallback(
    <K extends keyof StepForms>(key: K) =>
      (value: StepForms[K]) =>
        dispatch({ type: 'form', key, value }),
    [],
  );
  // stable setters, so the steps' load-once effects do not rerun on every render
  const setters = useMemo(
    () => ({
      welcome: setForm('welcome'),
      registration: setForm('registration'),
      contract: setForm('contract'),
      sso: setForm('sso') as (v: boolean) => void,
      hostname: setForm('hostname'),
      password: setForm('password'),
      firmware: setForm('firmware'),
      autoBackup: setForm('autoBackup') as (v: NonNullable<StepForms['autoBackup']>) => void,
      revision: setForm('revision') as (v: NonNullable<StepForms['revision']>) => void,
    }),
    [setForm],
  );

  const index = steps.indexOf(current);
  const items = steps.map((step) => ({
    key: step,
    title: stepLabel(step),
    status: step === current ? ('process' as const) : done.includes(step) ? ('finish' as const) : ('wait' as const),
    content: later.includes(step) && step !== current ? msg('common.later') : undefined,
  }));

  let body: ReactNode;
  switch (current) {
    case 'WELCOME':
      body = (
        <WelcomeStep
          productName={startup.product_name}
          steps={steps}
          done={done}
          later={later}
          value={forms.welcome}
          onChange={setters.welcome}
          importedFile={wizard.importedFile}
          onRegistered={(account, file) => dispatch({ type: 'registered', account, file })}
          onDone={() => complete('WELCOME')}
        />
      );
      break;
    case 'SSO':
      body = (
        <SsoStep
          serialNumber={startup.sn}
          value={forms.registration}
          onChange={setters.registration}
          contract={forms.contract}
          onContractChange={setters.contract}
          sso={forms.sso}
          onSsoChange={setters.sso}
          account={wizard.account}
          onRegistered={(account) => dispatch({ type: 'registered', account })}
          onDone={() => complete('SSO')}
          onLater={() => leave('SSO')}
          onBack={back}
        />
      );
      break;
    case 'HOSTNAME':
      body = (
        <HostnameStep
          value={forms.hostname}
          onChange={setters.hostname}
          onDone={() => complete('HOSTNAME')}
          onBack={back}
        />
      );
      break;
    case 'PASSWORD':
      body = (
        <PasswordStep
          username={startup.username}
          required={passwordStepRequired(startup)}
          value={forms.password}
          onChange={setters.password}
          onDone={() => complete('PASSWORD')}
          onLater={() => leave('PASSWORD')}
          onBack={back}
        />
      );
      break;
    case 'FIRMWARE':
      body = startup.newer_image && (
        <FirmwareStep
          currentVersion={startup.fmgversion}
          image={startup.newer_image}
          variant={startup.variant}
          productName={startup.product_name}
          mayBackUp={caps.firmwareBackupOption}
          value={forms.firmware}
          onChange={setters.firmware}
          onDone={() => complete('FIRMWARE')}
          onLater={() => leave('FIRMWARE')}
          onBack={back}
        />
      );
      break;
    case 'BACKUP':
      body = (
        <BackupStep
          caps={caps}
          autoBackup={forms.autoBackup}
          onAutoBackupChange={setters.autoBackup}
          revision={forms.revision}
          onRevisionChange={setters.revision}
          onDone={() => complete('BACKUP')}
          onLater={() => leave('BACKUP')}
          onBack={back}
        />
      );
      break;
    case 'FINISH':
      body = <FinishStep productName={startup.product_name} later={later} onFinish={onFinish} onBack={back} />;
      break;
  }

  return (
    <div className="startup-wizard-layout">
        <nav className="startup-wizard-steps" aria-label={msg('startup.stepsLabel')}>
          <Steps orientation="vertical" size="small" current={index} items={items} />
        </nav>
        {/* keyed by step, so each step mounts fresh and its heading takes the focus */}
        <div className="startup-wizard-content" key={current}>
          {body}
        </div>
    </div>
  );
}
