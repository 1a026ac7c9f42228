import { useNavigate } from 'react-router';
import { Button, Modal, Typography } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { useSysInfo } from '@/lib/session/index.ts';

export interface FirmwareUpgradeDialogProps {
  open: boolean;
  onClose(): void;
}

/** Entry point of the firmware upgrade: the running version, and the way to the Firmware Images module. */
export function FirmwareUpgradeDialog({ open, onClose }: FirmwareUpgradeDialogProps) {
  const { data: info } = useSysInfo();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={msg('shell.upgradeFirmwareTitle')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {msg('common.close')}
        </Button>,
        <Button
          key="go"
          type="primary"
          onClick={() => {
            onClose();
            navigate('/fortiguard/firmwares');
          }}
        >
          {msg('shell.openFirmwareImages')}
        </Button>,
      ]}
    >
      {info && (
        <Typography.Paragraph>
          {msg('shell.productBuild', info.product_name, info.version, info.build)}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph>{msg('shell.upgradeFirmwareLater')}</Typography.Paragraph>
    </Modal>
  );
}
