import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useListCustomViews } from '@/lib/api/endpoints/customview.gen.ts';
import { customViewPath, NewCustomViewModal } from '@/features/fortiview/custom-views/index.ts';

export interface NewCustomViewButtonProps {
  type: string;
  adom: string;
}

/** New Custom View, offered to every administrator: afterwards the new view opens in edit mode. */
export function NewCustomViewButton({ type, adom }: NewCustomViewButtonProps) {
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
          void navigate(customViewPath(type, uuid), { state: { isEdit: true } });
        }}
      />
    </>
  );
}
