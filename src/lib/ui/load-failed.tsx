import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';

export interface LoadFailedProps {
  /** what could not be read, in words (the spec's message, with the server's reason where it gave one) */
  title: string;
  /** reads again */
  onRetry: () => void;
  style?: CSSProperties;
}

/** A failed read in words, with Retry: every list and page of the console says it the same way. */
export function LoadFailed({ title, onRetry, style }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      style={style}
      action={
        <Button size="small" onClick={onRetry}>
          {msg('shell.retry')}
        </Button>
      }
    />
  );
}
