import { useEffect, useState } from 'react';
import type { FormModule } from '@/lib/forms/schema-form.tsx';
import { loadObjectForm, type ObjectKindKey } from './catalog.ts';

/** The kind's form module, loaded once its screen opens; an error when its chunk cannot be loaded. */
export function useObjectForm(kind: ObjectKindKey): { form?: FormModule; error?: unknown; retry: () => void } {
  const [state, setState] = useState<{ kind: ObjectKindKey; form?: FormModule; error?: unknown }>({ kind });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadObjectForm(kind).then(
      (form) => live && setState({ kind, form }),
      (error: unknown) => live && setState({ kind, error }),
    );
    return () => {
      live = false;
    };
  }, [kind, attempt]);
  const current = state.kind === kind ? state : { kind };
  return { form: current.form, error: current.error, retry: () => setAttempt((n) => n + 1) };
}
