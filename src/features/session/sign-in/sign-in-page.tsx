import { useId, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, theme } from 'antd';
// the two fields the form draws, without the rest of antd's input family (text area, search, one-time code)
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useQueryClient } from '@tanstack/react-query';
import { sessionEndReason, signIn, type SessionEndReason } from '@/lib/session/index.ts';
import { getPersona, setPersona } from '@/lib/api/mock-controls.ts';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';
import { fieldError, fieldRules } from '@/lib/forms/field-rules.ts';
import { schema as signInSchema } from '@generated/forms/sign-in.ts';
import { personaOptions } from './personas.ts';
import { startupProgress } from './startup-progress.ts';
import { signInFailureMessage } from './sign-in-failure.ts';

// the rules of specs/forms/sign-in.schema.json: a username is required; the API's lengths (64 and 128) are limits
const RULES = {
  username: fieldRules(signInSchema, 'username'),
  password: fieldRules(signInSchema, 'password'),
};
type Field = keyof typeof RULES;

export interface SignInPageProps {
  /** where to go after signing in when the page was not reached by a redirect */
  defaultPath?: string;
}

/**
 * Sign-in screen. In a mock build it also lets the tester choose who signs in.
 *
 * It is the first screen of every new tab, so it uses only what it needs: antd's two inputs and its button. The
 * form, its labels, the messages under the fields and the notices are drawn here from the theme's tokens (antd's
 * Form brings its validator, tooltips and grid; its Alert, Card and Typography more), and the mock build's persona
 * is a native select.
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
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  // a field's message shows once it has been changed or the form submitted, and follows what is typed from then on
  const [checked, setChecked] = useState<Partial<Record<Field, true>>>({});
  const [persona, choosePersona] = useState(() => (__MOCK__ ? getPersona() : ''));
  const [personaTouched, setPersonaTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the route may lose its state when the guard redirects first, so the session store remembers the reason too
  const notice = (location.state as { notice?: SessionEndReason } | null)?.notice ?? sessionEndReason();
  const from = (location.state as { from?: string } | null)?.from;
  const errors = {
    username: checked.username ? fieldError(RULES.username, values.username) : null,
    password: checked.password ? fieldError(RULES.password, values.password) : null,
  };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setChecked((c) => ({ ...c, [field]: true }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecked({ username: true, password: true });
    const firstBroken = (Object.keys(RULES) as Field[]).find((f) => fieldError(RULES[f], values[f]) !== null);
    if (firstBroken) {
      document.getElementById(`${id}-${firstBroken}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // only a persona the user picked here wins over one chosen elsewhere (URL, test set-up, header switch)
      if (__MOCK__ && persona && personaTouched) setPersona(persona);
      queryClient.clear();
      startupProgress.reset();
      await signIn(values.username, values.password);
      navigate(from && from !== '/login' ? from : defaultPath, { replace: true });
    } catch (err) {
      setError(signInFailureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const label: CSSProperties = { display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading, lineHeight: token.lineHeight };
  const field = (name: Field, title: string, control: ReactNode) => (
    <div className="sign-in-field" style={{ marginBottom: token.marginLG }}>
      <label htmlFor={`${id}-${name}`} style={label}>
        {title}
      </label>
      {control}
      {errors[name] && (
        <div id={`${id}-${name}-error`} className="sign-in-field-error" style={{ color: token.colorError, lineHeight: token.lineHeight, minHeight: token.controlHeightSM }}>
          {errors[name]}
        </div>
      )}
    </div>
  );
  const fieldProps = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: change(name),
    status: errors[name] ? ('error' as const) : undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

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
          fontSize: token.fontSize,
        }}
      >
        <h1
          className="sign-in-title"
          style={{ color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize: 22, lineHeight: 1.35, margin: '0 0 24px', textAlign: 'center' }}
        >
          {msg('shell.signIn.title', 'Security Fabric Console')}
        </h1>
        {notice && !error && <Notice kind="info">{msg(NOTICES[notice])}</Notice>}
        {error && <Notice kind="error">{error}</Notice>}
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          {field('username', msg('shell.signIn.username'), <Input {...fieldProps('username')} autoComplete="username" autoFocus />)}
          {field('password', msg('shell.signIn.password'), <Password {...fieldProps('password')} autoComplete="current-password" />)}
          {__MOCK__ && (
            <div className="sign-in-field" style={{ marginBottom: token.marginLG }}>
              <label htmlFor={`${id}-persona`} style={label}>
                {msg('shell.signIn.persona')}
              </label>
              <select
                id={`${id}-persona`}
                name="persona"
                value={persona}
                aria-describedby={`${id}-persona-hint`}
                onChange={(e) => {
                  choosePersona(e.target.value);
                  setPersonaTouched(true);
                }}
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
              <div id={`${id}-persona-hint`} style={{ color: token.colorTextSecondary, lineHeight: token.lineHeight, paddingTop: token.paddingXXS }}>
                {msg('shell.signIn.personaHint')}
              </div>
            </div>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {msg('shell.signIn.submit')}
          </Button>
        </form>
      </section>
    </main>
  );
}

/** Why the previous session ended (a status), or why signing in failed (an alert), in the theme's colours. */
function Notice({ kind, children }: { kind: 'info' | 'error'; children: ReactNode }) {
  const { token } = theme.useToken();
  const info = kind === 'info';
  return (
    <div
      role={info ? 'status' : 'alert'}
      className="sign-in-alert"
      style={{
        display: 'flex',
        alignItems: 'baseline',
        gap: token.marginXS,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        background: info ? token.colorInfoBg : token.colorErrorBg,
        border: `${token.lineWidth}px solid ${info ? token.colorInfoBorder : token.colorErrorBorder}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        lineHeight: token.lineHeight,
      }}
    >
      {/* drawn here: antd's icons would be the page's only reason to fetch their code */}
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" style={{ flex: 'none', alignSelf: 'center' }}>
        <circle cx="8" cy="8" r="8" fill={info ? token.colorInfo : token.colorError} />
        {info ? (
          <path d="M8 7.2v4.3M8 4.6v.1" stroke={token.colorWhite} strokeWidth="1.8" strokeLinecap="round" />
        ) : (
          <path d="M5.6 5.6l4.8 4.8m0-4.8l-4.8 4.8" stroke={token.colorWhite} strokeWidth="1.6" strokeLinecap="round" />
        )}
      </svg>
      <span>{children}</span>
    </div>
  );
}
