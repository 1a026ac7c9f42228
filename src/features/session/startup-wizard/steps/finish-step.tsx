import { Button, Result } from 'antd';
import { msg } from '../text.ts';
import { setupOutcome, setupOutcomeTitle, type SetupOutcome } from '../logic/outcome.ts';
import type { StartupStep } from '../logic/steps.ts';
import { StepFrame } from '../step-frame.tsx';
import { stepLabel } from '../step-labels.ts';

export interface FinishStepProps {
  productName: string;
  /** steps left with Later or Upgrade Later */
  later: readonly StartupStep[];
  onFinish: (outcome: SetupOutcome) => void;
  onBack?: () => void;
}

/** Finish: 'Setup Complete', or 'Setup Incomplete' when any step was left for later. */
export function FinishStep({ productName, later, onFinish, onBack }: FinishStepProps) {
  const outcome = setupOutcome(later);
  const text =
    outcome === 'complete'
      ? msg('startup.finishCompleteText', productName)
      : msg('startup.finishIncompleteText', later.map(stepLabel).join(', '));
  return (
    <StepFrame
      title={setupOutcomeTitle(outcome)}
      onBack={onBack}
      actions={
        <Button type="primary" onClick={() => onFinish(outcome)}>
          {msg('common.finish')}
        </Button>
      }
    >
      <Result status={outcome === 'complete' ? 'success' : 'warning'} subTitle={text} />
    </StepFrame>
  );
}
