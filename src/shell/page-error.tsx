import { Button, Result, Space } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';

export interface PageErrorProps {
  error?: unknown;
  onRetry?(): void;
}

/** What a screen shows instead of itself when it fails: the rest of the console keeps working. */
export function PageError({ onRetry }: PageErrorProps) {
  return (
    <Result
      status="warning"
      title={msg('shell.pageError')}
      subTitle={msg('shell.pageErrorDetail')}
      extra={
        <Space>
          {onRetry && (
            <Button type="primary" onClick={onRetry}>
              {msg('shell.tryAgain')}
            </Button>
          )}
          {/* a full load of the home page also recovers from a failed chunk or a broken cache */}
          <a href="/">{msg('shell.goHome')}</a>
        </Space>
      }
    />
  );
}
