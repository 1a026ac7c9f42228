import { Alert, Button, Empty, Spin } from 'antd';
import { msg } from './text.ts';

export function Loading() {
  return <Spin description={msg('switchFabric.loading')} />;
}

export interface LoadFailedProps {
  title: string;
  onRetry: () => void;
}

/** A failed read, said in words, with Retry. */
export function LoadFailed({ title, onRetry }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          {msg('switchFabric.retry')}
        </Button>
      }
    />
  );
}

export function NoSwitches() {
  return <Empty description={msg('switchFabric.empty')} />;
}
