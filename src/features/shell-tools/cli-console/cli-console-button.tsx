import { useEffect, useRef, useState } from 'react';
import { Button, Drawer, Input, Space, Tooltip, type InputRef } from 'antd';
import { CodeOutlined } from '@ant-design/icons';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from './text.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { useOpenedOnce } from '@/lib/ui/opened-once.ts';
import { useRunCliCommand } from '@/lib/api/endpoints/sys.gen.ts';
import { appendEntry, transcriptText, type CliEntry } from './transcript.ts';

export type CliConsoleButtonProps = Record<string, never>;

/** CLI console: a drawer to type commands and read the appliance's output (any permission on system settings). */
export function CliConsoleButton(_props: CliConsoleButtonProps) {
  const caps = useCapabilities();
  const [open, setOpen] = useState(false);
  // the drawer is drawn from its first opening on
  const opened = useOpenedOnce(open);
  const input = useRef<InputRef>(null);
  if (!caps.cliButton) return null;
  return (
    <>
      <Tooltip title={msg('cli.title')}>
        <Button type="text" icon={<CodeOutlined />} aria-label={msg('cli.title')} onClick={() => setOpen(true)} />
      </Tooltip>
      {opened && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title={msg('cli.title')}
          placement="bottom"
          size={420}
          destroyOnHidden={false}
          // a console is opened to type into: the command line takes the focus, not the drawer frame
          afterOpenChange={(isOpen) => {
            if (isOpen) input.current?.focus();
          }}
        >
          <CliConsole inputRef={input} />
        </Drawer>
      )}
    </>
  );
}

function CliConsole({ inputRef }: { inputRef: React.Ref<InputRef> }) {
  const run = useRunCliCommand();
  const [command, setCommand] = useState('');
  const [entries, setEntries] = useState<CliEntry[]>([]);
  const output = useRef<HTMLPreElement>(null);

  useEffect(() => {
    output.current?.scrollTo?.({ top: output.current.scrollHeight });
  }, [entries]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const line = command.trim();
    if (!line || run.isPending) return;
    setCommand('');
    run.mutate({ body: { command: line } }, {
      onSuccess: (res) => setEntries((list) => appendEntry(list, { command: line, output: res.output, failed: false })),
      onError: (err) =>
        setEntries((list) => appendEntry(list, { command: line, output: errorMessage(err, 'cli.failed', true), failed: true })),
    });
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 8 }}>
      <pre
        ref={output}
        role="log"
        aria-label={msg('cli.title')}
        aria-live="polite"
        tabIndex={0}
        style={{ flex: 1, margin: 0, overflow: 'auto', padding: 8, fontFamily: 'monospace', whiteSpace: 'pre-wrap', background: 'rgba(0,0,0,0.04)' }}
      >
        {transcriptText(entries)}
      </pre>
      <form onSubmit={submit}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            ref={inputRef}
            aria-label={msg('cli.command')}
            placeholder={msg('cli.command')}
            value={command}
            onChange={(e) => setCommand(e.target.value)}
            maxLength={4096}
            autoComplete="off"
            spellCheck={false}
            style={{ fontFamily: 'monospace' }}
          />
          <Button type="primary" htmlType="submit" loading={run.isPending}>
            {msg('cli.run')}
          </Button>
          <Button onClick={() => setEntries([])}>{msg('cli.clear')}</Button>
        </Space.Compact>
      </form>
    </div>
  );
}
