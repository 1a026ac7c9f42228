import './forticare.css';
import { useId, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import * as contractForm from '@generated/forms/contract-registration.ts';
import type { ContractRegistrationFormData } from '@generated/forms/contract-registration.ts';
import type { RegisterExistingContractRequest } from '@generated/types/entities.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { okAnswer, registrationFailureText } from '@/lib/registration/tagged-text.ts';
import { useGetLicenseSelf, useRegisterExistingContract } from '@/lib/api/endpoints/registration.gen.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { FortiCloudPanel } from './forticloud-panel.tsx';
import { msg } from './text.ts';

const FORM_ID = 'contract-registration-form';

export interface ForticareScreenProps {
  /** read-write on system settings, not on an HA secondary (capabilities.canEditSystemSettings) */
  editable: boolean;
}

/**
 * FortiCare & FortiCloud: the unit's registration (getLicenseSelf: serial number and the support account), Register
 * with a Contract Registration Code (registerExistingContract, tagged text: 'FortiCare product registration
 * successful.' or the service's errors joined, 'Unknown error.' when none), and the unit's link to FortiCloud
 * (sign-in under an organisation, remote access).
 */
export function ForticareScreen({ editable }: ForticareScreenProps) {
  const { message } = App.useApp();
  const licence = useGetLicenseSelf();
  const register = useRegisterExistingContract({
    toInit: (body: RegisterExistingContractRequest) => ({ body, parseAs: 'text' as const }),
    parse: (text) => okAnswer(text),
  });
  const [form, setForm] = useState<Partial<ContractRegistrationFormData>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const contractHeadingId = useId();

  function submit(data: ContractRegistrationFormData) {
    setFailure(null);
    register.mutate(data, {
      onSuccess: () => {
        void message.success(msg('registration.success'));
        setForm({});
      },
      onError: (e) => setFailure(registrationFailureText(e)),
    });
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      {!editable && <Alert type="info" showIcon title={msg('registration.readOnly')} />}
      <Card title={<h2 className="forticare-card-title">{msg('registration.heading')}</h2>}>
        {licence.isError ? (
          <LoadFailed title={errorMessage(licence.error, 'registration.loadFailed')} onRetry={() => void licence.refetch()} />
        ) : !licence.data ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'sn', label: msg('startup.serialNumber'), children: licence.data.sn },
              { key: 'account', label: msg('registration.registeredTo'), children: licence.data.account ?? msg('registration.notRegistered') },
            ]}
          />
        )}
        {editable && (
          <section aria-labelledby={contractHeadingId} style={{ marginTop: 16 }}>
            <Typography.Title level={3} id={contractHeadingId} style={{ fontSize: 15 }}>
              {msg('registration.contractHeading')}
            </Typography.Title>
            <SchemaForm<Partial<ContractRegistrationFormData>>
              id={FORM_ID}
              form={contractForm}
              idPrefix="contract"
              formData={form}
              onChange={(next) => {
                setFailure(null);
                setForm(next);
              }}
              onSubmit={(data) => submit(data as ContractRegistrationFormData)}
              disabled={register.isPending}
            />
            {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
            <Button type="primary" htmlType="submit" form={FORM_ID} loading={register.isPending}>
              {msg('startup.register')}
            </Button>
          </section>
        )}
      </Card>
      <Card title={<h2 className="forticare-card-title">{msg('registration.cloudHeading')}</h2>}>
        <FortiCloudPanel editable={editable} account={licence.data?.account} />
      </Card>
    </Flex>
  );
}
