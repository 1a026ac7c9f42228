import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Flex, Typography, type ButtonProps } from 'antd';
import { msg } from './text.ts';

export interface StepFrameProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** the step's own buttons (Next, Later, Begin, Finish…), at the right of the footer */
  actions: ReactNode;
  /** shows Back at the left of the footer */
  onBack?: () => void;
  /** a call is running: Back waits for it */
  busy?: boolean;
}

/**
 * One step of the wizard: a heading that takes the focus when the step opens (so keyboard and screen-reader users
 * land at the start of the new step), the step's content and a footer with Back and the step's actions.
 */
export function StepFrame({ title, intro, children, actions, onBack, busy }: StepFrameProps) {
  const headingRef = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby={headingId} className="startup-step">
      <Typography.Title level={2} id={headingId} ref={headingRef} tabIndex={-1} className="startup-step-heading">
        {title}
      </Typography.Title>
      {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
      <div className="startup-step-body">{children}</div>
      <Flex component="footer" className="startup-step-footer" justify="space-between" align="center" gap={8}>
        <div>
          {onBack && (
            <Button onClick={onBack} disabled={busy}>
              {msg('common.back')}
            </Button>
          )}
        </div>
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      </Flex>
    </section>
  );
}

/** A link that leaves the console: new tab, no opener, and says so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="startup-sr-only"> {msg('startup.opensInNewTab')}</span>
    </Typography.Link>
  );
}

/**
 * A button that shows a running call. While it runs the button cannot be used, and says so to assistive technology
 * (its faded look is not meant to be read as an active control).
 */
export function BusyButton({ busy, ...props }: ButtonProps & { busy: boolean }) {
  return <Button {...props} loading={busy} aria-disabled={busy || undefined} />;
}
