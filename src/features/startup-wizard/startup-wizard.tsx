import type { StartupWizardProps } from './types.ts';

export default function StartupWizard({ onFinish }: StartupWizardProps) {
  return (
    <div role="dialog" aria-label="Setup">
      <button type="button" onClick={() => onFinish('incomplete')}>
        Finish
      </button>
    </div>
  );
}
