import { useId, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Button, theme } from 'antd';
import { texts } from '@generated/messages-dev-panel.ts';
import { violations, type SpecViolation } from '@/lib/api/violations.ts';
import { msg, registerMessages } from '@/lib/i18n/messages.ts';
import { formatClockTime } from '@/lib/format/index.ts';
import { ConsoleThemeProvider } from './console-theme-provider.tsx';

registerMessages(texts);

const KIND_TEXT = { response: 'devPanel.response', request: 'devPanel.request', warning: 'devPanel.warning' } as const;

/**
 * The developer panel of API violations: a small collapsible list in the corner of the page (operation, method,
 * path, status and the proxy's messages), newest first. Server texts are shown as text. Loaded lazily by
 * DevViolations in mock and validation builds only.
 */
/** The panel in antd's theme (it is drawn outside the shell, beside the sign-in page too). */
export default function ThemedDevViolationsPanel() {
  return (
    <ConsoleThemeProvider>
      <DevViolationsPanel />
    </ConsoleThemeProvider>
  );
}

function DevViolationsPanel() {
  const list = useSyncExternalStore(violations.subscribe, violations.get);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const headingId = useId();
  const { token } = theme.useToken();
  const kindColor: Record<SpecViolation['kind'], string> = { response: token.colorError, request: token.colorWarning, warning: token.colorTextSecondary };

  const frame: CSSProperties = {
    position: 'fixed',
    insetInlineStart: 12,
    insetBlockEnd: 12,
    zIndex: 2000,
    maxInlineSize: 'min(640px, calc(100vw - 24px))',
    fontSize: token.fontSizeSM,
    fontFamily: token.fontFamily,
  };
  const body: CSSProperties = {
    marginBlockStart: 8,
    maxBlockSize: '50vh',
    overflow: 'auto',
    padding: 12,
    background: token.colorBgElevated,
    color: token.colorText,
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    boxShadow: token.boxShadowSecondary,
  };

  return (
    <section style={frame} aria-labelledby={headingId}>
      <Button size="small" danger type="primary" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
        <span id={headingId}>{msg('devPanel.toggle', list.length)}</span>
      </Button>
      <div id={bodyId} hidden={!open} style={body} role="region" aria-label={msg('devPanel.title')} tabIndex={0}>
        <p style={{ marginBlock: '0 8px' }}>{msg('devPanel.intro')}</p>
        <div style={{ display: 'flex', gap: 8, marginBlockEnd: 8 }}>
          <Button size="small" onClick={() => violations.clear()}>
            {msg('devPanel.clear')}
          </Button>
          <Button size="small" onClick={() => setOpen(false)}>
            {msg('devPanel.close')}
          </Button>
        </div>
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {list.map((v) => (
            <li key={v.id} style={{ marginBlockEnd: 8 }}>
              <div>
                <span style={{ color: kindColor[v.kind], border: `1px solid ${kindColor[v.kind]}`, borderRadius: token.borderRadiusSM, padding: '0 4px', marginInlineEnd: 6 }}>
                  {msg(KIND_TEXT[v.kind])}
                </span>
                <code>
                  {v.method} {v.path}
                </code>{' '}
                <span>{msg('devPanel.status', v.status)}</span>
              </div>
              <div>
                {msg('devPanel.operation')}: <code>{v.operationId ?? msg('devPanel.unknownOperation')}</code>{' '}
                <time dateTime={new Date(v.at).toISOString()}>{msg('devPanel.time', formatClockTime(v.at))}</time>
              </div>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
                {v.messages.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
