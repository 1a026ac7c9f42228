import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Radio, Switch, Typography } from 'antd';
import type { UiSchema } from '@rjsf/utils';
import { wizardForms } from '../forms.tsx';
import type { RegistrationFormData } from '@generated/forms/registration.ts';
import type { ContractRegistrationFormData } from '@generated/forms/contract-registration.ts';
import type { RegisterExistingContractRequest, RegisterExistingUserRequest } from '@generated/types/entities.ts';
import { msg } from '../text.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import {
  getSamlSettings,
  useGetCountryList,
  useGetResellerList,
  useGetSamlSettings,
  useRegisterExistingContract,
  useRegisterExistingUser,
  useSetSamlSettings,
} from '@/lib/api/endpoints/registration.gen.ts';
import { useStoreAnswer } from '../api.ts';
import { okAnswer, RegistrationError, registrationFailureText } from '@/lib/registration/tagged-text.ts';
import {
  applyRegistrationChange,
  countryListProblem,
  registrationUiOverrides,
  toEnumOptions,
} from '../logic/registration.ts';
import { ChoiceSelectWidget } from '@/lib/forms/choice-select-widget.tsx';
import { BusyButton, ExternalLink, StepFrame } from '../step-frame.tsx';
import { stepLabel } from '../step-labels.ts';
import { links } from '@generated/catalog/links.ts';
import { FortiCloudPanel } from '@/features/sys/forticare/index.ts';
import type { ContractStepForm } from '../wizard-state.ts';

export interface SsoStepProps {
  serialNumber: string;
  value: RegistrationFormData;
  onChange: (value: RegistrationFormData) => void;
  /** Register With, and the contract registration code form */
  contract: ContractStepForm;
  onContractChange: (value: ContractStepForm) => void;
  sso: boolean | undefined;
  onSsoChange: (enabled: boolean) => void;
  /** the account the unit got registered to in this run (entitlement file or this step) */
  account: string | null;
  onRegistered: (account: string) => void;
  onDone: () => void;
  onLater: () => void;
  onBack: () => void;
}

const FORM_ID = 'startup-registration-form';
const CONTRACT_FORM_ID = 'startup-contract-registration-form';


/**
 * Register and SSO: registers the unit to a support account, or with a contract registration code, and sets single
 * sign-on with the provider's cloud; the unit's link to FortiCloud (sign-in under an organisation, remote access) is
 * changed here at once.
 */
export function SsoStep({
  serialNumber,
  value,
  onChange,
  contract,
  onContractChange,
  sso,
  onSsoChange,
  account,
  onRegistered,
  onDone,
  onLater,
  onBack,
}: SsoStepProps) {
  const { message } = App.useApp();
  const registered = account !== null;
  const countries = useGetCountryList();
  // the registration service answers tagged text; the list reloads whenever the country changes
  const resellers = useGetResellerList(
    { body: { country: value.country ?? '' }, parseAs: 'text' },
    { enabled: !!value.country, parse: (text) => okAnswer(text).items },
  );
  const saml = useGetSamlSettings();
  const register = useRegisterExistingUser({
    toInit: (body: RegisterExistingUserRequest) => ({ body, parseAs: 'text' as const }),
    parse: (text) => okAnswer(text).msg,
  });
  const registerContract = useRegisterExistingContract({
    toInit: (body: RegisterExistingContractRequest) => ({ body, parseAs: 'text' as const }),
    parse: (text) => okAnswer(text).msg,
  });
  const saveSaml = useSetSamlSettings({ onSuccess: useStoreAnswer(getSamlSettings) });
  const [error, setError] = useState<string | null>(null);
  const ssoLabelId = useId();
  const ssoHintId = useId();
  const registerWithId = useId();
  const cloudHeadingId = useId();
  const busy = register.isPending || registerContract.isPending || saveSaml.isPending;
  const withContract = !registered && contract.registerWith === 'contract';

  // the switch starts at the appliance's setting, once; what the user sets afterwards is kept
  const serverSso = saml.data ? saml.data['forticloud-sso'] === 1 : undefined;
  useEffect(() => {
    if (sso === undefined && serverSso !== undefined) onSsoChange(serverSso);
  }, [sso, serverSso, onSsoChange]);

  const uiOverrides = useMemo<UiSchema>(() => {
    const overrides = registrationUiOverrides(value.useEntitlement) as Record<string, object>;
    return {
      ...overrides,
      // once registered, the reseller no longer matters
      country: registered
        ? { 'ui:widget': 'hidden' }
        : { 'ui:widget': ChoiceSelectWidget, 'ui:options': { choices: toEnumOptions(countries.data ?? []), loading: countries.isPending } },
      reseller_id: registered
        ? { 'ui:widget': 'hidden' }
        : { 'ui:widget': ChoiceSelectWidget, 'ui:options': { choices: toEnumOptions(resellers.data ?? []) } },
      ...(registered && !value.useEntitlement
        ? { account_id: { 'ui:disabled': true }, password: { 'ui:disabled': true } }
        : {}),
    };
  }, [value.useEntitlement, countries.data, countries.isPending, resellers.data, registered]);

  // an unreachable support service matters only while the unit still has to register
  const unreachable =
    !registered && countries.isError ? msg('registration.connectFailed') : countryListProblem(countries.data, registered);

  /** registers the unit (unless it already is), then saves single sign-on and leaves the step */
  async function next(registerUnit?: () => Promise<string>) {
    setError(null);
    if (!registered && registerUnit) {
      let registeredTo: string;
      try {
        registeredTo = await registerUnit();
      } catch (err) {
        setError(registrationFailureText(err));
        return;
      }
      void message.success(msg('registration.success'));
      onRegistered(registeredTo);
    }
    if (saml.data && sso !== undefined && sso !== serverSso) {
      try {
        await saveSaml.mutateAsync({ body: { ...saml.data, 'forticloud-sso': sso ? 1 : 0 } });
      } catch {
        setError(msg('startup.ssoSaveFailed'));
        return;
      }
    }
    onDone();
  }

  return (
    <StepFrame
      title={stepLabel('SSO')}
      intro={msg('startup.ssoIntro')}
      onBack={onBack}
      busy={busy}
      actions={
        <>
          <Button onClick={onLater} disabled={busy}>
            {msg('common.later')}
          </Button>
          {registered ? (
            // nothing left to register: the form is only shown
            <BusyButton type="primary" onClick={() => void next()} busy={busy}>
              {msg('common.next')}
            </BusyButton>
          ) : (
            <BusyButton type="primary" htmlType="submit" form={withContract ? CONTRACT_FORM_ID : FORM_ID} busy={busy}>
              {msg('common.next')}
            </BusyButton>
          )}
        </>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'sn', label: msg('startup.serialNumber'), children: serialNumber }]}
        style={{ marginBottom: 16 }}
      />
      {registered && (
        <Alert type="success" showIcon role="status" title={msg('startup.registeredTo', account)} style={{ marginBottom: 16 }} />
      )}
      {unreachable && <Alert type="warning" showIcon title={unreachable} role="alert" style={{ marginBottom: 16 }} />}
      {resellers.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={resellers.error instanceof RegistrationError ? resellers.error.message : msg('startup.resellerLoadFailed')}
          style={{ marginBottom: 16 }}
        />
      )}

      {!registered && (
        <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
          <Typography.Text id={registerWithId}>{msg('registration.registerWith')}</Typography.Text>
          <Radio.Group
            aria-labelledby={registerWithId}
            value={contract.registerWith}
            disabled={busy}
            onChange={(e) => {
              setError(null);
              onContractChange({ ...contract, registerWith: e.target.value as ContractStepForm['registerWith'] });
            }}
            options={[
              { value: 'account', label: msg('registration.withAccount') },
              { value: 'contract', label: msg('registration.withContract') },
            ]}
          />
        </Flex>
      )}

      {withContract ? (
        <SchemaForm<Partial<ContractRegistrationFormData>>
          id={CONTRACT_FORM_ID}
          form={wizardForms.contractRegistration}
          idPrefix="contract"
          formData={contract.data}
          onChange={(data) => onContractChange({ ...contract, data })}
          onSubmit={(data) => {
            const body = data as ContractRegistrationFormData;
            void next(() => registerContract.mutateAsync(body).then(() => body.account));
          }}
          disabled={busy}
        />
      ) : (
        <SchemaForm<RegistrationFormData>
          id={FORM_ID}
          form={wizardForms.registration}
          formData={value}
          onChange={(next) => onChange(applyRegistrationChange(value, next, resellers.data ?? []))}
          onSubmit={(data) =>
            void next(() =>
              register
                .mutateAsync({
                  account_id: data.account_id ?? '',
                  password: data.password ?? '',
                  ...(data.country ? { country: data.country } : {}),
                  reseller_id: data.reseller_id ?? '',
                  reseller_name: data.reseller_name ?? '',
                })
                .then(() => data.account_id ?? ''),
            )
          }
          disabled={busy}
          uiOverrides={uiOverrides}
        />
      )}

      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Text>
          {msg('startup.noAccount')} <ExternalLink href={links.external.supportRegister}>{msg('startup.register')}</ExternalLink>
        </Typography.Text>
        <ExternalLink href={links.external.supportForgotPassword}>{msg('startup.forgotPassword')}</ExternalLink>
      </Flex>

      <Flex align="center" gap={12}>
        <Switch
          aria-labelledby={ssoLabelId}
          aria-describedby={ssoHintId}
          checked={sso ?? false}
          loading={saml.isPending}
          disabled={busy || !saml.data}
          onChange={onSsoChange}
        />
        <div>
          <Typography.Text id={ssoLabelId} strong>
            {msg('startup.ssoSwitch')}
          </Typography.Text>
          <br />
          <Typography.Text id={ssoHintId} type="secondary">
            {msg('startup.ssoHint')}
          </Typography.Text>
        </div>
      </Flex>
      {saml.isError && (
        <Alert type="error" showIcon role="alert" title={msg('startup.ssoLoadFailed')} style={{ marginTop: 12 }} />
      )}

      <section aria-labelledby={cloudHeadingId} className="startup-cloud">
        <Typography.Title level={3} id={cloudHeadingId} className="startup-cloud-heading">
          {msg('registration.cloudHeading')}
        </Typography.Title>
        <FortiCloudPanel editable account={account ?? (withContract ? contract.data.account : value.account_id)} />
      </section>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 16 }} />}
    </StepFrame>
  );
}
