import { App, Button, Dropdown, type MenuProps } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { msg } from './text.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { httpUrl } from '@/lib/url/safe-url.ts';
import { useDropdownMenu } from '@/lib/ui/use-dropdown-menu.ts';
import { useDownloadDebugReport, useGetHelpUrl } from '@/lib/api/endpoints/sys.gen.ts';
import { base64ToBlob, downloadBlob } from '@/lib/browser/download.ts';

export type HelpMenuProps = Record<string, never>;

/** Help menu: online help in a new tab; super admins also download the FortiCare debug report. */
export function HelpMenu(_props: HelpMenuProps) {
  const { message } = App.useApp();
  const caps = useCapabilities();
  const help = useGetHelpUrl();
  const report = useDownloadDebugReport();
  // only an http(s) address from the server becomes a link; anything else counts as no help found
  const url = httpUrl(help.data?.url);

  const items: MenuProps['items'] = [
    {
      key: 'online-help',
      label: url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {msg('help.onlineHelp')}
        </a>
      ) : (
        msg('help.onlineHelp')
      ),
      // the link itself opens the page; without one the user hears why nothing opens
      onClick: () => {
        if (!url && !help.isLoading) message.warning(msg('shell.helpMissing'));
      },
    },
  ];
  if (caps.debugReport) {
    items.push({
      key: 'debug-report',
      label: msg('help.debugReport'),
      disabled: report.isPending,
      onClick: () =>
        report.mutate(undefined, {
          onSuccess: (file) => {
            try {
              downloadBlob(base64ToBlob(file.content_base64, file.mime_type), file.filename);
              message.success(msg('shell.debugReportDone'));
            } catch {
              message.error(msg('shell.debugReportFailed'));
            }
          },
          onError: () => message.error(msg('shell.debugReportFailed')),
        }),
    });
  }

  // Enter and Space act on every item, as a click does
  const menu = useDropdownMenu();

  return (
    <Dropdown trigger={['click']} {...menu.dropdownProps} menu={{ items, ...menu.menuProps }} placement="bottomRight">
      <Button type="text" aria-label={msg('help.title')} icon={<QuestionCircleOutlined />} loading={report.isPending} {...menu.triggerProps} />
    </Dropdown>
  );
}
