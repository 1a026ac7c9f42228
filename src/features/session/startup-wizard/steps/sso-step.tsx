import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Switch, Typography } from 'antd';
import type { UiSchema } from '@rjsf/utils';
import { wizardForms } from '../forms.tsx';
import type { RegistrationFormData } from '@generated/forms/registration.ts';
import type { RegisterExistingUserRequest } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '../text.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import {
  getSamlSettings,
  useGetCountryList,
  useGetResellerList,
  useGetSamlSettings,
  useRegisterExistingUser,
  useSetSamlSettings,
} from '@/lib/api/endpoints/registration.gen.ts';
import { useStoreAnswer } from '../api.ts';
import { okAnswer } from '../logic/tagged-text.ts';
import {
  applyRegistrationChange,
  countryListProblem,
  registrationUiOverrides,
  toEnumOptions,
} from '../logic/registration.ts';
import { RegistrationError } from '../logic/tagged-text.ts';
import { ChoiceSelectWidget } from '../choice-select-widget.tsx';
import { BusyButton, ExternalLink, StepFrame } from '../step-frame.tsx';
import { stepLabel } from '../step-labels.ts';
import { links } from '@generated/catalog/links.ts';

export interface SsoStepProps {
  serialNumber: string;
  value: RegistrationFormData;
  onChange: (value: RegistrationFormData) => void;
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

function registrationFailure(error: unknown): string {
  return error instanceof RegistrationError ? error.message : errorMessage(error, 'common.unknownError');
}

/** Register and SSO: registers the unit to a support account and sets single sign-on with the provider's cloud. */
export function SsoStep({ serialNumber, value, onChange, sso, onSsoChange, account, onRegistered, onDone, onLater, onBack }: SsoStepProps) {
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
  const saveSaml = useSetSamlSettings({ onSuccess: useStoreAnswer(getSamlSettings) });
  const [error, setError] = useState<string | null>(null);
  const ssoLabelId = useId();
  const ssoHintId = useId();
  const busy = register.isPending || saveSaml.isPending;

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

  async function next(data: RegistrationFormData) {
    setError(null);
    if (!registered) {
      try {
        await register.mutateAsync({
          account_id: data.account_id ?? '',
          password: data.password ?? '',
          ...(data.country ? { country: data.country } : {}),
          reseller_id: data.reseller_id ?? '',
          reseller_name: data.reseller_name ?? '',
        });
      } catch (err) {
        setError(registrationFailure(err));
        return;
      }
      void message.success(msg('registration.success'));
      onRegistered(data.account_id ?? '');
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
            <BusyButton type="primary" onClick={() => void next(value)} busy={busy}>
              {msg('common.next')}
            </BusyButton>
          ) : (
            <BusyButton type="primary" htmlType="submit" form={FORM_ID} busy={busy}>
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

      <SchemaForm<RegistrationFormData>
        id={FORM_ID}
        form={wizardForms.registration}
        formData={value}
        onChange={(next) => onChange(applyRegistrationChange(value, next, resellers.data ?? []))}
        onSubmit={next}
        disabled={busy}
        uiOverrides={uiOverrides}
      />

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
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 16 }} />}
    </StepFrame>
  );
}
