import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Form, theme } from 'antd';
// the two fields the form draws, without the rest of antd's input family (text area, search, one-time code)
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useQueryClient } from '@tanstack/react-query';
import { sessionEndReason, signIn, type SessionEndReason } from '@/lib/session/index.ts';
import { getPersona, setPersona } from '@/lib/api/mock-controls.ts';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';
import { fieldRules } from '@/lib/forms/field-rules.ts';
import { schema as signInSchema } from '@generated/forms/sign-in.ts';
import { personaOptions } from './personas.ts';
import { startupProgress } from './startup-progress.ts';
import { signInFailureMessage } from './sign-in-failure.ts';

// the rules of specs/forms/sign-in.schema.json: a username is required; the API's lengths (64 and 128) are limits
const USERNAME_RULES = fieldRules(signInSchema, 'username');
const PASSWORD_RULES = fieldRules(signInSchema, 'password');

interface SignInValues {
  username: string;
  password?: string;
  persona?: string;
}

export interface SignInPageProps {
  /** where to go after signing in when the page was not reached by a redirect */
  defaultPath?: string;
}

/**
 * Sign-in screen. In a mock build it also lets the tester choose who signs in.
 *
 * It is the first screen of every new tab, so it uses only what it needs (the form, inputs, button and alert): a
 * framed section drawn from the theme's tokens rather than antd's Card (which brings Tabs, Dropdown and Menu), a
 * plain heading rather than Typography, and a native select for the mock build's persona.
 */
/** The notice the sign-in page shows for why the previous session ended. */
const NOTICES = {
  signedOut: 'shell.signIn.signedOut',
  sessionEnded: 'shell.signIn.sessionEnded',
  licenseUnresolved: 'shell.signIn.licenseUnresolved',
} as const satisfies Record<SessionEndReason, MessageKey>;

export function SignInPage({ defaultPath = '/' }: SignInPageProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SignInValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the route may lose its state when the guard redirects first, so the session store remembers the reason too
  const notice = (location.state as { notice?: SessionEndReason } | null)?.notice ?? sessionEndReason();
  const from = (location.state as { from?: string } | null)?.from;

  async function onFinish(values: SignInValues) {
    setBusy(true);
    setError(null);
    try {
      // only a persona the user picked here wins over one chosen elsewhere (URL, test set-up, header switch)
      if (__MOCK__ && values.persona && form.isFieldTouched('persona')) setPersona(values.persona);
      queryClient.clear();
      startupProgress.reset();
      await signIn(values.username, values.password ?? '');
      navigate(from && from !== '/login' ? from : defaultPath, { replace: true });
    } catch (err) {
      setError(signInFailureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main-content" tabIndex={-1} className="sign-in-page">
      <section
        className="sign-in-card"
        style={{
          background: token.colorBgContainer,
          border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingLG,
          color: token.colorText,
          fontFamily: token.fontFamily,
        }}
      >
        <h1
          className="sign-in-title"
          style={{ color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize: 22, lineHeight: 1.35, margin: '0 0 24px', textAlign: 'center' }}
        >
          {msg('shell.signIn.title', 'Security Fabric Console')}
        </h1>
        {notice && !error && (
          <Alert
            type="info"
            showIcon
            title={msg(NOTICES[notice])}
            className="sign-in-alert"
          />
        )}
        {error && <Alert type="error" showIcon title={error} role="alert" className="sign-in-alert" />}
        <Form<SignInValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          initialValues={{ persona: __MOCK__ ? getPersona() : undefined }}
        >
          <Form.Item label={msg('shell.signIn.username')} name="username" rules={USERNAME_RULES} validateFirst>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={msg('shell.signIn.password')} name="password" rules={PASSWORD_RULES} validateFirst>
            <Password autoComplete="current-password" />
          </Form.Item>
          {__MOCK__ && (
            <Form.Item label={msg('shell.signIn.persona')} name="persona" extra={msg('shell.signIn.personaHint')}>
              <select
                style={{
                  width: '100%',
                  height: token.controlHeight,
                  padding: `0 ${token.paddingSM - token.lineWidth}px`,
                  border: `${token.lineWidth}px solid ${token.colorBorder}`,
                  borderRadius: token.borderRadius,
                  background: token.colorBgContainer,
                  color: token.colorText,
                  font: 'inherit',
                }}
              >
                {personaOptions().map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {msg('shell.signIn.submit')}
          </Button>
        </Form>
      </section>
    </main>
  );
}
