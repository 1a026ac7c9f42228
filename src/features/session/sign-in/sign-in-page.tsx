import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { firstScreenTokens, type FirstScreenTokens } from '@generated/catalog/theme-tokens.ts';
import { useThemeMode } from '@/features/session/profile/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { session, sessionEndReason, signIn, type SessionEndReason } from '@/lib/session/index.ts';
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
  /**
   * Told when signing in starts (true) and when it failed (false): from the moment the session starts until the
   * console has drawn, the page stays, its Log In busy, rather than giving way to an empty page.
   */
  onSigningIn?: (signingIn: boolean) => void;
  /**
   * Told the moment the session starts, with the address the console opens next, before anything is drawn for it:
   * the reads its first screen draws leave then.
   */
  onSessionStart?: (path: string) => void;
}

/**
 * Sign-in screen. In a mock build it also lets the tester choose who signs in.
 *
 * It is the first screen of every new tab, so it draws itself with native controls in the theme's colours (antd's
 * tokens for the theme, computed from specs/catalog/theme.json when the code is generated, as CSS variables on the
 * card; app.css has their states), and loads none of antd: its ConfigProvider alone brings its style engine, its
 * Input a form library and validator, its Button the wave effect. The mock build's persona is a native select.
 */
/** The notice the sign-in page shows for why the previous session ended. */
const NOTICES = {
  signedOut: 'shell.signIn.signedOut',
  sessionEnded: 'shell.signIn.sessionEnded',
  licenseUnresolved: 'shell.signIn.licenseUnresolved',
} as const satisfies Record<SessionEndReason, MessageKey>;

export function SignInPage({ defaultPath = '/', onSigningIn, onSessionStart }: SignInPageProps) {
  const token = firstScreenTokens[useThemeMode()];
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
  const [passwordShown, showPassword] = useState(false);
  // the page opens with the username field focused, ready for typing
  const usernameField = useRef<HTMLInputElement>(null);
  useEffect(() => usernameField.current?.focus(), []);
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
    // the page is the administrator's again, to sign in anew
    const giveBack = () => {
      onSigningIn?.(false);
      setBusy(false);
    };
    try {
      // only a persona the user picked here wins over one chosen elsewhere (URL, test set-up, header switch)
      if (__MOCK__ && persona && personaTouched) setPersona(persona);
      queryClient.clear();
      startupProgress.reset();
      onSigningIn?.(true);
      const destination = from && from !== '/login' ? from : defaultPath;
      await signIn(values.username, values.password, () => onSessionStart?.(destination));
      // the page stays until the console has drawn (its route waits for its code and first reads)
      await navigate(destination, { replace: true });
      // the session ended before the console could draw (its first reads were refused): this page stays, usable
      if (!session.get().signedIn) giveBack();
      // otherwise Log In stays busy until the console, drawn, replaces this page: a second press would sign in again
      // and drop the reads the console has just made
    } catch (err) {
      setError(signInFailureMessage(err));
      giveBack();
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
          ...controlColours(token),
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
          {field('username', msg('shell.signIn.username'), <input {...fieldProps('username')} ref={usernameField} className="sign-in-input" autoComplete="username" />)}
          {field(
            'password',
            msg('shell.signIn.password'),
            <span className="sign-in-password">
              <input {...fieldProps('password')} className="sign-in-input" type={passwordShown ? 'text' : 'password'} autoComplete="current-password" />
              <button
                type="button"
                className="sign-in-reveal"
                aria-label={msg('shell.signIn.revealPassword')}
                aria-pressed={passwordShown}
                aria-controls={`${id}-password`}
                onClick={() => showPassword((shown) => !shown)}
              >
                <EyeIcon crossed={!passwordShown} />
              </button>
            </span>,
          )}
          {__MOCK__ && (
            <div className="sign-in-field" style={{ marginBottom: token.marginLG }}>
              <label htmlFor={`${id}-persona`} style={label}>
                {msg('shell.signIn.persona')}
              </label>
              <select
                id={`${id}-persona`}
                name="persona"
                className="sign-in-input"
                value={persona}
                aria-describedby={`${id}-persona-hint`}
                onChange={(e) => {
                  choosePersona(e.target.value);
                  setPersonaTouched(true);
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
          <button type="submit" className="sign-in-submit" aria-busy={busy || undefined}>
            {busy && <BusyIcon />}
            {msg('shell.signIn.submit')}
          </button>
        </form>
      </section>
    </main>
  );
}

/** Why the previous session ended (a status), or why signing in failed (an alert), in the theme's colours. */
function Notice({ kind, children }: { kind: 'info' | 'error'; children: ReactNode }) {
  const token = firstScreenTokens[useThemeMode()];
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


/** The theme's colours and sizes the native controls use (app.css, .sign-in-card), as CSS variables. */
function controlColours(token: FirstScreenTokens): CSSProperties {
  return {
    '--sign-in-control-height': `${token.controlHeight}px`,
    '--sign-in-padding': `${token.paddingSM - token.lineWidth}px`,
    '--sign-in-radius': `${token.borderRadius}px`,
    '--sign-in-line': `${token.lineWidth}px`,
    '--sign-in-bg': token.colorBgContainer,
    '--sign-in-text': token.colorText,
    '--sign-in-placeholder': token.colorTextPlaceholder,
    '--sign-in-icon': token.colorTextSecondary,
    '--sign-in-border': token.colorBorder,
    '--sign-in-primary': token.colorPrimary,
    '--sign-in-primary-hover': token.colorPrimaryHover,
    '--sign-in-primary-active': token.colorPrimaryActive,
    '--sign-in-on-primary': token.colorTextLightSolid,
    '--sign-in-focus': token.colorPrimaryBorder,
    '--sign-in-error': token.colorError,
    '--sign-in-error-focus': token.colorErrorOutline,
    '--sign-in-focus-ring': token.controlOutline,
  } as CSSProperties;
}

/** The password field's reveal button: an eye, crossed out while the characters are hidden. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.4">
      <path d="M1 8s2.6-4.8 7-4.8S15 8 15 8s-2.6 4.8-7 4.8S1 8 1 8z" />
      <circle cx="8" cy="8" r="2.2" />
      {crossed && <path d="M2.5 13.5l11-11" strokeLinecap="round" />}
    </svg>
  );
}

/** A turning arc beside Log In while the appliance answers. */
function BusyIcon() {
  return (
    <svg className="sign-in-busy" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1.5a6.5 6.5 0 1 0 6.5 6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
