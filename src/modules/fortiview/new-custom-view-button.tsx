import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useListCustomViews } from '@/lib/api/endpoints/customview.gen.ts';
import { NewCustomViewModal, pathAfterCreate } from '@/features/fortiview/custom-views/index.ts';

export interface NewCustomViewButtonProps {
  adom: string;
}

/**
 * New Custom View, offered to every administrator: afterwards the new view opens in edit mode, under noc even from
 * the ftv path (Edit is hidden for ftv dashboards, so there a new view could not be filled).
 */
export function NewCustomViewButton({ adom }: NewCustomViewButtonProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const list = useListCustomViews();
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {msg('customView.new')}
      </Button>
      <NewCustomViewModal
        open={open}
        onClose={() => setOpen(false)}
        adom={adom}
        templates={list.data?.templates ?? []}
        onCreated={(uuid) => {
          setOpen(false);
          void navigate(pathAfterCreate(uuid), { state: { isEdit: true } });
        }}
      />
    </>
  );
}
