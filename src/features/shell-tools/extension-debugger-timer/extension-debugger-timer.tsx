import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import { BugOutlined } from '@ant-design/icons';
import { msg } from './text.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { formatDuration } from '@/lib/format/duration.ts';
import { secondsLeft } from './countdown.ts';

export type ExtensionDebuggerTimerProps = Record<string, never>;

/** Countdown to the end of the extension debugger session; nothing when it is off or over. */
export function ExtensionDebuggerTimer(_props: ExtensionDebuggerTimerProps) {
  const { extensionDebuggerUntil: until } = useCapabilities();
  const [now, setNow] = useState(() => Date.now());
  const left = until === null ? 0 : secondsLeft(until, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);

  if (!running) return null;
  const text = formatDuration(left);
  return (
    <Tag icon={<BugOutlined />} color="purple" role="timer" aria-label={msg('extDebugger.remaining', text)}>
      {text}
    </Tag>
  );
}
