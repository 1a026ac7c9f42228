import { Empty, Spin } from 'antd';
import { msg } from './text.ts';

export function Loading() {
  return <Spin description={msg('switchFabric.loading')} />;
}

// a failed read says so the console's way, with Retry
export { LoadFailed } from '@/lib/ui/load-failed.tsx';

export function NoSwitches() {
  return <Empty description={msg('switchFabric.empty')} />;
}
