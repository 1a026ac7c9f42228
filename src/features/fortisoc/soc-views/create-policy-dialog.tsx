import { useState } from 'react';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import * as policyForm from '@generated/forms/soc-policy.ts';
import { periodLabel, periodRange, useWidgetData, type PeriodKind } from '@/features/fortiview/dashboards/index.ts';
import { useCreateSocPolicy } from '@/lib/api/endpoints/soc.gen.ts';
import type { ApiData } from '@/lib/api/endpoint.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { failureText } from '@/lib/format/failure.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { hitsFilter, proposePolicy, PROPOSED_MAX, toRequest, type PolicyForm, type PolicyRequest, type TopRowLike } from './logic/policy-proposal.ts';
import { msg, msgCount } from './text.ts';

const FORM_ID = 'soc-create-policy-form';

type SocPolicy = ApiData<'createSocPolicy'>;

export interface CreatePolicyDialogProps {
  adom: string;
  /** the time period of the hits the policies were chosen from */
  period: string;
  periodKind: PeriodKind;
  /** the chosen policies */
  policyIds: readonly number[];
  /** the data views whose keys are proposed as sources, and as destinations (with their services as details) */
  sourcesView: string;
  destinationsView: string;
  onClose: () => void;
  onCreated: (policy: SocPolicy) => void;
}

/**
 * Create Policy by Hits: the policy proposed for the chosen policies (the sources and destinations seen most in
 * their traffic over the period, the services of those destinations, to be accepted), checked by the form's schema
 * and saved by the appliance; a name the ADOM already has comes back on the Name field.
 */
export function CreatePolicyDialog({ adom, period, periodKind, policyIds, sourcesView, destinationsView, onClose, onCreated }: CreatePolicyDialogProps) {
  const filter = hitsFilter(policyIds);
  const options = { enabled: !!adom && policyIds.length > 0, refetchInterval: false as const, resolveRange: (p: string) => periodRange(p, periodKind, Date.now()) };
  const sources = useWidgetData({ adom, viewName: sourcesView, period, limit: PROPOSED_MAX, filter }, options);
  const destinations = useWidgetData({ adom, viewName: destinationsView, period, limit: PROPOSED_MAX, filter }, options);
  const create = useCreateSocPolicy({ toInit: (body: PolicyRequest) => ({ params: { path: { adom } }, body }) });
  const [data, setData] = useState<PolicyForm | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const ids = policyIds.join(', ');

  // the proposal fills the form once, when both reads have answered; what the administrator types is never replaced
  if (data === null && sources.data && destinations.data) {
    setData(
      proposePolicy(
        policyIds,
        sources.data.rows as unknown as TopRowLike[],
        destinations.data.rows as unknown as TopRowLike[],
        msgCount('socView.proposedFrom', policyIds.length, ids),
      ),
    );
  }

  async function submit(value: PolicyForm) {
    setFieldErrors(undefined);
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(toRequest(value, policyIds)));
    } catch (error) {
      if (error instanceof ApiError && error.fields.name) setFieldErrors({ name: error.fields.name });
      else setFailure(errorMessage(error, 'socView.createFailed', true));
    }
  }

  const failed = (sources.isError && !sources.data) || (destinations.isError && !destinations.data);
  const percent = Math.round(((sources.data ? 100 : (sources.percentage ?? 0)) + (destinations.data ? 100 : (destinations.percentage ?? 0))) / 2);
  let body;
  if (failed) {
    body = (
      <LoadFailed
        title={failureText(sources.error ?? destinations.error, 'socView.proposeFailed')}
        onRetry={() => {
          if (!sources.data) void sources.refetch();
          if (!destinations.data) void destinations.refetch();
        }}
      />
    );
  } else if (data === null) {
    body = (
      <div className="soc-loading" role="status" aria-live="polite">
        <Progress type="circle" size={56} percent={percent} aria-label={msg('socView.proposing', percent)} />
        <Typography.Text type="secondary">{msg('socView.proposing', percent)}</Typography.Text>
      </div>
    );
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">
          {msgCount('socView.proposalIntro', policyIds.length, ids, periodLabel(period, periodKind))}
        </Typography.Paragraph>
        {failure && <Alert type="error" showIcon title={failure} className="soc-dialog-alert" />}
        <SchemaForm<PolicyForm>
          id={FORM_ID}
          form={policyForm}
          formData={data}
          onChange={(next) => {
            setFieldErrors(undefined);
            setData(next);
          }}
          onSubmit={(value) => void submit(value)}
          serverErrors={fieldErrors}
          disabled={create.isPending}
        />
      </>
    );
  }

  return (
    <Modal
      open
      title={msg('socView.dialogTitle')}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {msg('common.cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={FORM_ID} loading={create.isPending} disabled={data === null}>
          {msg('socView.save')}
        </Button>,
      ]}
    >
      {body}
    </Modal>
  );
}
