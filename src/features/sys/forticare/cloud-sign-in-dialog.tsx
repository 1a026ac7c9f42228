import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Modal } from 'antd';
import type { UiSchema } from '@rjsf/utils';
import * as cloudLoginForm from '@generated/forms/cloud-login.ts';
import type { CloudLoginFormData } from '@generated/forms/cloud-login.ts';
import type { CloudLoginRequest } from '@generated/types/entities.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { ChoiceSelectWidget } from '@/lib/forms/choice-select-widget.tsx';
import { okAnswer, registrationFailureText } from '@/lib/registration/tagged-text.ts';
import { useGetOrgList, useLoginFgtCloud } from '@/lib/api/endpoints/registration.gen.ts';
import { msg } from './text.ts';

const FORM_ID = 'cloud-sign-in-form';

export interface CloudSignInDialogProps {
  open: boolean;
  /** the support account the form starts with (the one the unit is registered to, or the one typed) */
  account?: string | null;
  onClose: () => void;
}

/**
 * Sign In to FortiCloud: the support account, its password and one of the account's organisations (getOrgList, as
 * tagged text); loginFgtCloud signs the unit in under it. A refusal (the service's errors joined, or 'Unknown
 * error.') shows in the dialog, which stays open with what was typed.
 */
export function CloudSignInDialog({ open, account, onClose }: CloudSignInDialogProps) {
  const { message } = App.useApp();
  const orgs = useGetOrgList({ parseAs: 'text' }, { enabled: open, parse: (text) => okAnswer(text).items });
  const login = useLoginFgtCloud({
    toInit: (body: CloudLoginRequest) => ({ body, parseAs: 'text' as const }),
    parse: (text) => okAnswer(text),
  });
  const [form, setForm] = useState<Partial<CloudLoginFormData>>({ account_id: account ?? undefined });
  const [failure, setFailure] = useState<string | null>(null);
  // a dialog opened again starts with the account known by then, unless one was typed
  useEffect(() => {
    if (open && account) setForm((f) => (f.account_id ? f : { ...f, account_id: account }));
  }, [open, account]);

  const uiOverrides = useMemo<UiSchema>(
    () => ({
      org_id: {
        'ui:widget': ChoiceSelectWidget,
        'ui:options': { choices: (orgs.data ?? []).map((o) => ({ value: o.id, label: o.text })), loading: orgs.isPending },
      },
    }),
    [orgs.data, orgs.isPending],
  );

  const close = () => {
    setFailure(null);
    login.reset();
    onClose();
  };

  function submit(data: CloudLoginFormData) {
    setFailure(null);
    login.mutate(data, {
      onSuccess: () => {
        void message.success(msg('registration.cloudSignedIn'));
        setForm((f) => ({ ...f, password: undefined }));
        close();
      },
      onError: (e) => setFailure(registrationFailureText(e)),
    });
  }

  return (
    <Modal
      open={open}
      title={msg('registration.cloudSignIn')}
      onCancel={close}
      mask={{ closable: !login.isPending }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={login.isPending}>
          {msg('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={FORM_ID} loading={login.isPending}>
          {msg('registration.cloudSignInSubmit')}
        </Button>,
      ]}
    >
      {orgs.isError && <Alert type="error" showIcon role="alert" title={registrationFailureText(orgs.error)} style={{ marginBottom: 12 }} />}
      {orgs.data && !orgs.data.length && (
        <Alert type="info" showIcon title={msg('registration.noOrganisation')} style={{ marginBottom: 12 }} />
      )}
      <SchemaForm<Partial<CloudLoginFormData>>
        id={FORM_ID}
        form={cloudLoginForm}
        idPrefix="cloud-login"
        formData={form}
        onChange={(next) => {
          setFailure(null);
          setForm(next);
        }}
        onSubmit={(data) => submit(data as CloudLoginFormData)}
        disabled={login.isPending}
        uiOverrides={uiOverrides}
      />
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}
