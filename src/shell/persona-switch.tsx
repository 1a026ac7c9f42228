import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Select } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { getPersona, resetMockAppliance, setPersona } from '@/lib/api/mock-controls.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { signOut as signOutCall } from '@/lib/api/endpoints/session.gen.ts';
import { signIn, signOut } from '@/lib/session/index.ts';
import { personaOptions, startupProgress } from '@/features/session/sign-in/index.ts';

/**
 * Mock builds only: signs in again as another persona (sign out, choose, sign in as admin, reload everything).
 * The component is never rendered when __MOCK__ is false, and the bundler drops it.
 */
export function PersonaSwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const id = useId();
  const [persona, setCurrent] = useState(getPersona);
  const [busy, setBusy] = useState(false);

  async function switchTo(next: string) {
    setBusy(true);
    setCurrent(next);
    try {
      // the console stays mounted: the old session ends on the appliance, the new one replaces its token
      await fetchEndpoint(signOutCall).catch(() => undefined);
      setPersona(next);
      startupProgress.reset();
      await signIn('admin', '');
      queryClient.removeQueries({ type: 'inactive' });
      await queryClient.resetQueries();
      navigate('/', { replace: true });
    } catch {
      await signOut(queryClient);
      void message.error(msg('shell.personaSwitchFailed'));
      navigate('/login', { replace: true });
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    modal.confirm({
      title: msg('shell.mockResetTitle'),
      content: msg('shell.mockResetConfirm'),
      okText: msg('shell.mockReset'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await resetMockAppliance();
        } catch {
          void message.error(msg('shell.mockResetFailed'));
          return;
        }
        // what the console had read belongs to the world that is gone
        await queryClient.resetQueries();
        startupProgress.reset();
        navigate('/', { replace: true });
        void message.success(msg('shell.mockResetDone'));
      },
    });
  }

  return (
    <span className="persona-switch">
      <label htmlFor={id} className="persona-switch-label">
        {msg('shell.persona')}
      </label>
      <Select
        id={id}
        size="small"
        value={persona}
        loading={busy}
        disabled={busy}
        options={personaOptions()}
        onChange={(v: string) => void switchTo(v)}
        popupMatchSelectWidth={false}
        labelRender={(p) => String(p.value)}
        className="persona-switch-select"
      />
      <Button size="small" type="text" icon={<UndoOutlined aria-hidden />} onClick={reset} disabled={busy} title={msg('shell.mockReset')} aria-label={msg('shell.mockReset')} />
    </span>
  );
}
