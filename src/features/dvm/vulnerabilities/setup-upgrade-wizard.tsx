import './vulnerabilities.css';
import { assignedTemplateOf, TemplateAssignmentError } from '@/lib/firmware/template-assignment.ts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Modal, Radio, Result, Select, Space, Spin, Steps, Typography } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { msg } from './text.ts';
import type { AdomRef } from '@/lib/api/endpoint.ts';
import { useListFirmwareTemplates, useListFirmwareVersions } from '@/lib/api/endpoints/firmware.gen.ts';
import { useGetSysLicense } from '@/lib/api/endpoints/sys.gen.ts';
import { firmwareLicensed } from '@/lib/firmware/licence.ts';
import { useSetupUpgrade } from './api.ts';
import type { FirmwareTemplateFormData } from '@generated/forms/firmware-template.ts';
import {
  autoTemplateName,
  enforcedVersionsFor,
  manualUpgradeNames,
  templateFormDefaults,
  templateMembersFor,
  type FirmwareTemplate,
  type VulnerableDeviceRow,
} from './logic/index.ts';
import { formDataToTemplate } from '@/lib/firmware/template-form.ts';
import {
  canLeaveMethodStep,
  devicesProblem,
  nextStep,
  previousStep,
  wizardSteps,
  type TemplateMethod,
  type WizardStep,
} from './wizard-steps.ts';

// the generated form and its validator load only when a new template is edited
const FirmwareTemplateStep = lazy(() => import('./firmware-template-step.tsx'));

export interface SetupUpgradeWizardProps {
  open: boolean;
  adom: AdomRef;
  /** the devices that may be chosen (the vulnerable ones) */
  rows: readonly VulnerableDeviceRow[];
  /** chosen at the start: the Vulnerable Devices selection, or the device whose vulnerabilities were shown */
  preselected: readonly VulnerableDeviceRow[];
  onClose: () => void;
}

const TEMPLATE_FORM_ID = 'psirt-firmware-template-form';

const STEP_TITLE: Record<WizardStep, Parameters<typeof msg>[0]> = {
  SELECT_EXISTING: 'psirt.stepChooseMethod',
  FIRMWARE_TEMPLATE: 'psirt.stepFirmwareTemplate',
  ASSIGN_DEVICES: 'psirt.stepChooseDevices',
  SUCCESS: 'psirt.stepSuccess',
};

/** A name not used by any template yet: the given one, else with _2, _3, … appended. */
export function uniqueTemplateName(name: string, templates: readonly FirmwareTemplate[]): string {
  const taken = new Set(templates.map((t) => t.name));
  if (!taken.has(name)) return name;
  let i = 2;
  while (taken.has(`${name}_${i}`)) i++;
  return `${name}_${i}`;
}

/**
 * Setup Upgrade: choose a new or existing firmware template, edit a new one (prefilled with the auto-created
 * defaults and the recommended image per platform), choose the devices to assign (warning about devices held by
 * another template and about analyzers and managers, which are upgraded manually), then save. What the user
 * entered survives failures and Back.
 */
export function SetupUpgradeWizard({ open, adom, rows, preselected, onClose }: SetupUpgradeWizardProps) {
  const { message } = App.useApp();
  const [step, setStep] = useState<WizardStep>('SELECT_EXISTING');
  const [method, setMethod] = useState<TemplateMethod>('new');
  const [picked, setPicked] = useState<string | null>(null);
  // what the user typed in the template form; kept across Back, Next and failed saves
  const [draft, setDraft] = useState<FirmwareTemplateFormData | null>(null);
  const [chosenKeys, setChosenKeys] = useState<string[]>(() => preselected.map((r) => r.key));
  const [error, setError] = useState<string | null>(null);
  // Next was pressed on the assign step: from then on the step's rule shows its message while it is broken
  const [devicesTried, setDevicesTried] = useState(false);
  // the template form's chunk has loaded and its form is on screen, so Next can submit it
  const [templateFormReady, setTemplateFormReady] = useState(false);
  // a new template that saved but could not take its devices from other templates is updated on retry
  const [created, setCreated] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const templates = useListFirmwareTemplates({ params: { path: { adom: adom.name } } });
  const setup = useSetupUpgrade(adom);

  const rowByKey = useMemo(() => {
    const m = new Map<string, VulnerableDeviceRow>();
    for (const r of rows) m.set(r.key, r);
    for (const r of preselected) m.set(r.key, r);
    return m;
  }, [rows, preselected]);
  const chosenRows = useMemo(
    () => chosenKeys.map((k) => rowByKey.get(k)).filter((r): r is VulnerableDeviceRow => r !== undefined),
    [chosenKeys, rowByKey],
  );

  // the devices a new template's versions are proposed for: the ones chosen at the start, or, with none chosen yet,
  // every vulnerable device the wizard was opened for (so the template form can be completed before its devices)
  const proposedFor = preselected.length > 0 ? preselected : rows;
  // images per platform for the recommended versions of a new template
  const platforms = useMemo(
    () => [...new Set(proposedFor.filter((r) => !r.upgradeManually).map((r) => r.platform))].sort(),
    [proposedFor],
  );
  const wantsNew = method === 'new';
  const versions = useListFirmwareVersions({ body: { platform: platforms } }, { enabled: wantsNew && platforms.length > 0 });
  const license = useGetSysLicense(undefined, { enabled: wantsNew, select: firmwareLicensed });
  // the template's versions are proposed from the images listed: a form without them could never be completed (it
  // keeps at least one version and adds none), so a failed list is said, with Retry, instead of an empty form
  const needsVersions = wantsNew && platforms.length > 0;
  const versionsFailed = needsVersions && versions.data === undefined && versions.isError && !versions.isFetching;
  const defaultsReady = !needsVersions || (versions.data !== undefined && !license.isPending && !templates.isPending);
  const defaultFormData = useMemo(() => {
    if (!defaultsReady) return null;
    const enforced = enforcedVersionsFor(proposedFor, versions.data ?? [], license.data ?? false);
    const name = uniqueTemplateName(autoTemplateName(new Date()), templates.data ?? []);
    return templateFormDefaults(name, enforced);
  }, [defaultsReady, proposedFor, versions.data, license.data, templates.data]);
  const formData = draft ?? defaultFormData;

  const targetName = method === 'new' ? (formData?.name ?? '').trim() : (picked ?? '');
  const steps = wizardSteps(method);

  useEffect(() => {
    // a screen reader and a keyboard user both land on the new step
    headingRef.current?.focus();
  }, [step]);

  const goNext = () => {
    setError(null);
    setDevicesTried(false);
    setStep(nextStep(step, method));
  };
  const goBack = () => {
    setError(null);
    setDevicesTried(false);
    const prev = previousStep(step, method);
    if (prev) setStep(prev);
  };

  const members = useMemo(() => templateMembersFor(chosenRows), [chosenRows]);
  const manual = useMemo(() => manualUpgradeNames(chosenRows), [chosenRows]);
  const alreadyAssigned = useMemo(
    () =>
      members
        .map((m) => ({ name: m.name, template: assignedTemplateOf(templates.data ?? [], m.name, targetName) }))
        .filter((x): x is { name: string; template: string } => x.template !== undefined),
    [members, templates.data, targetName],
  );

  // the devices the template takes (analyzers and managers are upgraded manually, so they do not count)
  const devicesMessage = devicesTried ? devicesProblem(members.map((m) => m.name)) : null;

  const save = () => {
    setError(null);
    setDevicesTried(true);
    if (devicesProblem(members.map((m) => m.name))) return;
    const list = templates.data ?? [];
    const existing = method === 'existing' ? list.find((t) => t.name === picked) : undefined;
    const target = method === 'new' ? (formData ? formDataToTemplate(formData) : undefined) : existing;
    if (!target) return;
    const mode = method === 'new' && created !== target.name ? 'new' : 'existing';
    setup.mutate(
      { mode, template: target, members, templates: list },
      {
        onSuccess: () => {
          if (mode === 'new') void message.success(msg('psirt.templateCreated'));
          setStep('SUCCESS');
        },
        onError: (e) => {
          if (e instanceof TemplateAssignmentError && e.stage === 'unassign') {
            if (mode === 'new') {
              setCreated(target.name);
              void message.success(msg('psirt.templateCreated'));
            }
            setError(msg('psirt.unassignFailed'));
          } else {
            const cause = e instanceof TemplateAssignmentError ? e.cause : e;
            setError(errorMessage(cause, 'psirt.saveTemplateFailed', true));
          }
        },
      },
    );
  };

  // the picker's values are the devices' names, which is what its accessible options announce
  const devicePicker = useMemo(() => deviceChoices([...rowByKey.values()]), [rowByKey]);
  const templateOptions = useMemo(
    () => (templates.data ?? []).map((t) => ({ value: t.name, label: t.name })),
    [templates.data],
  );

  let body: React.ReactNode;
  if (step === 'SELECT_EXISTING') {
    body = (
      <div className="psirt-dialog-body">
        <Radio.Group
          aria-labelledby="psirt-wizard-heading"
          value={method}
          onChange={(e) => setMethod(e.target.value as TemplateMethod)}
          options={[
            { value: 'new', label: msg('psirt.createNewTemplate') },
            { value: 'existing', label: msg('psirt.useExistingTemplate') },
          ]}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
        <div className="psirt-template-picker">
          <label htmlFor="psirt-template-picker">{msg('psirt.templatePickerLabel')}</label>
          <Select
            id="psirt-template-picker"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            disabled={method !== 'existing'}
            placeholder={msg('psirt.templatePickerPlaceholder')}
            loading={templates.isPending}
            notFoundContent={templates.isPending ? <Spin size="small" aria-label={msg('shell.loading')} /> : undefined}
            value={picked ?? undefined}
            onChange={(v: string | undefined) => setPicked(v ?? null)}
            options={templateOptions}
            // inside the dialog, so its focus trap keeps the list open
            getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
            style={{ inlineSize: '100%', maxInlineSize: 480 }}
          />
          {templates.isError && method === 'existing' && (
            <Alert type="error" showIcon title={msg('psirt.templatesLoadFailed')} />
          )}
        </div>
      </div>
    );
  } else if (step === 'FIRMWARE_TEMPLATE') {
    body = formData ? (
      <Suspense fallback={<Spin />}>
        <FirmwareTemplateStep
          formId={TEMPLATE_FORM_ID}
          value={formData}
          onChange={setDraft}
          onSubmit={(t) => {
            setDraft(t);
            goNext();
          }}
          onReady={setTemplateFormReady}
        />
      </Suspense>
    ) : versionsFailed ? (
      <LoadFailed title={errorMessage(versions.error, 'psirt.versionsLoadFailed')} onRetry={() => void versions.refetch()} />
    ) : (
      <Spin />
    );
  } else if (step === 'ASSIGN_DEVICES') {
    body = (
      <div className="psirt-dialog-body">
        <div>
          <label htmlFor="psirt-wizard-devices">{msg('psirt.devicesLabel')}</label>
          <Select
            id="psirt-wizard-devices"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder={msg('psirt.devicesPlaceholder')}
            value={chosenKeys.map((k) => devicePicker.valueOf.get(k) ?? k)}
            onChange={(values: string[]) => setChosenKeys(values.map((v) => devicePicker.keyOf.get(v) ?? v))}
            options={devicePicker.options}
            status={devicesMessage ? 'error' : undefined}
            aria-invalid={devicesMessage ? true : undefined}
            aria-describedby={devicesMessage ? 'psirt-wizard-devices-error' : undefined}
            getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
            maxTagCount="responsive"
            style={{ inlineSize: '100%' }}
          />
        </div>
        <div className="psirt-wizard-warnings" aria-live="polite">
          {manual.map((name) => (
            <Alert key={`m:${name}`} type="info" showIcon title={msg('psirt.upgradeManually', name)} />
          ))}
          {alreadyAssigned.map((a) => (
            <Alert
              key={`a:${a.name}`}
              type="warning"
              showIcon
              title={a.name}
              description={msg('psirt.alreadyAssigned', a.template, a.template)}
            />
          ))}
        </div>
        {devicesMessage && (
          <Alert id="psirt-wizard-devices-error" type="error" showIcon title={devicesMessage} role="alert" />
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </div>
    );
  } else {
    body = <Result status="success" title={msg('psirt.setupSuccess')} />;
  }

  const footer: React.ReactNode[] = [];
  if (step !== 'SUCCESS') {
    if (previousStep(step, method)) {
      footer.push(
        <Button key="back" onClick={goBack} disabled={setup.isPending}>
          {msg('common.back')}
        </Button>,
      );
    }
    footer.push(
      <Button key="cancel" onClick={onClose}>
        {msg('common.cancel')}
      </Button>,
    );
  }
  if (step === 'SELECT_EXISTING') {
    footer.push(
      <Button key="next" type="primary" disabled={!canLeaveMethodStep(method, picked)} onClick={goNext}>
        {msg('common.next')}
      </Button>,
    );
  } else if (step === 'FIRMWARE_TEMPLATE') {
    footer.push(
      <Button
        key="next"
        type="primary"
        htmlType="submit"
        form={TEMPLATE_FORM_ID}
        // until the form is on screen a click would submit nothing
        disabled={!formData || !templateFormReady}
      >
        {msg('common.next')}
      </Button>,
    );
  } else if (step === 'ASSIGN_DEVICES') {
    footer.push(
      <Button key="next" type="primary" loading={setup.isPending} onClick={save}>
        {msg('common.next')}
      </Button>,
    );
  } else {
    footer.push(
      <Button key="close" type="primary" onClick={onClose}>
        {msg('common.close')}
      </Button>,
    );
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={msg('psirt.setupUpgrade')}
      width={1000}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      footer={footer}
      className="psirt-dialog"
    >
      <Space orientation="vertical" size="middle" style={{ inlineSize: '100%' }}>
        <Steps
          size="small"
          current={steps.indexOf(step)}
          items={steps.map((s) => ({ title: msg(STEP_TITLE[s]) }))}
        />
        <Typography.Title level={5} id="psirt-wizard-heading" ref={headingRef} tabIndex={-1} className="psirt-wizard-heading">
          {msg(STEP_TITLE[step])}
        </Typography.Title>
        {body}
      </Space>
    </Modal>
  );
}

export default SetupUpgradeWizard;

export interface DeviceChoices {
  options: Array<{ value: string; label: string }>;
  /** picker value → row key */
  keyOf: Map<string, string>;
  /** row key → picker value */
  valueOf: Map<string, string>;
}

/**
 * The device picker's options. A select announces each option by its value, so the value is the device's label
 * (name and platform), made unique when two rows would read the same; the maps lead back to the row keys.
 */
export function deviceChoices(rows: readonly VulnerableDeviceRow[]): DeviceChoices {
  const keyOf = new Map<string, string>();
  const valueOf = new Map<string, string>();
  const options: DeviceChoices['options'] = [];
  for (const r of rows) {
    const label = r.platform ? `${r.name} (${r.platform})` : r.name;
    let value = label;
    for (let i = 2; keyOf.has(value); i++) value = `${label} ${i}`;
    keyOf.set(value, r.key);
    valueOf.set(r.key, value);
    options.push({ value, label: value });
  }
  return { options, keyOf, valueOf };
}
