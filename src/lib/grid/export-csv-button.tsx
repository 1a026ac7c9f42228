import { Button, type ButtonProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';

export interface ExportCsvButtonProps {
  /** nothing to export (no rows shown), or the rows are still arriving */
  disabled?: boolean;
  onExport: () => void;
  size?: ButtonProps['size'];
}

/** Export CSV of a list: the same words and icon on every screen that downloads its rows. */
export function ExportCsvButton({ disabled, onExport, size }: ExportCsvButtonProps) {
  return (
    <Button size={size} icon={<DownloadOutlined aria-hidden />} disabled={disabled} onClick={onExport}>
      {msg('grid.exportCsv')}
    </Button>
  );
}
