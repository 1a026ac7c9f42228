import { useEffect, useId, useState } from 'react';
import { App, Button, Checkbox, Form, Select, Skeleton, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import type { UmDownloadPriority } from '@generated/types/entities.ts';
import { useUmDownloadPriority, useUmPackageReceive } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useSaveDownloadPriority } from './api.ts';
import { moveItem, priorityProblem } from './logic/priority.ts';
import { catalogLabel } from './logic/format.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

type Product = UmDownloadPriority['productList'][number];
const productLabel = (code: string) => catalogLabel(fortiguard.productCodes, code);

export interface DownloadPriorityProps {
  /** read-write on system settings (capabilities.canManageUpdateServices) */
  editable: boolean;
}

/**
 * Download priority: the products in order (moved up and down by buttons, so the keyboard does it too), the
 * packages to fetch first, and whether only those are downloaded. What the user changed stays after a failed save.
 */
export function DownloadPriority({ editable }: DownloadPriorityProps) {
  const { message } = App.useApp();
  const saved = useUmDownloadPriority({ body: { method: 'get' } }, { select: (d) => d as UmDownloadPriority });
  const packages = useUmPackageReceive({ body: { method: 'get', params: { showUsedOnly: false, resultsize: fortiguard.packageListResultSize } } });
  const save = useSaveDownloadPriority();
  const [draft, setDraft] = useState<UmDownloadPriority | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const problemId = useId();
  const headingId = useId();

  // the form starts from what the unit has, and again after each save
  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);

  if (saved.isError) {
    return <LoadFailed title={errorMessage(saved.error, 'fortiguard.priorityLoadFailed')} onRetry={() => void saved.refetch()} />;
  }
  if (!draft) return <Skeleton active />;

  const update = (patch: Partial<UmDownloadPriority>) => {
    setProblem(null);
    setDraft({ ...draft, ...patch });
  };
  const products = draft.productList;
  const remaining = fortiguard.productCodes.filter((p) => !products.includes(p.value as Product));

  async function submit() {
    if (!draft) return;
    const key = priorityProblem(draft);
    if (key) {
      setProblem(msg(key));
      return;
    }
    setSaving(true);
    try {
      await save(draft);
      void message.success(msg('fortiguard.prioritySaved'));
    } catch (error) {
      void message.error(actionFailure(error, 'fortiguard.prioritySaveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18 }}>
        {msg('fortiguard.priorityTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{msg('fortiguard.priorityIntro')}</Typography.Paragraph>
      <Form layout="vertical" disabled={!editable || saving} onFinish={() => void submit()} style={{ maxWidth: 640 }}>
        <Form.Item label={msg('fortiguard.priorityProducts')}>
          <ol style={{ paddingInlineStart: 20, margin: 0 }}>
            {products.map((p, i) => (
              <li key={p} style={{ marginBottom: 4 }}>
                <Space>
                  <span style={{ display: 'inline-block', minWidth: 120 }}>{productLabel(p)}</span>
                  <Button size="small" icon={<ArrowUpOutlined />} aria-label={msg('fortiguard.moveUp', productLabel(p))} disabled={!editable || i === 0} onClick={() => update({ productList: moveItem(products, i, -1) })} />
                  <Button size="small" icon={<ArrowDownOutlined />} aria-label={msg('fortiguard.moveDown', productLabel(p))} disabled={!editable || i === products.length - 1} onClick={() => update({ productList: moveItem(products, i, 1) })} />
                  <Button size="small" icon={<DeleteOutlined />} aria-label={msg('fortiguard.remove', productLabel(p))} disabled={!editable} onClick={() => update({ productList: products.filter((x) => x !== p) })} />
                </Space>
              </li>
            ))}
          </ol>
          {remaining.length > 0 && (
            <Select
              aria-label={msg('fortiguard.addProduct')}
              placeholder={msg('fortiguard.addProduct')}
              style={{ width: 240, marginTop: 8 }}
              value={null}
              options={remaining}
              onChange={(v: string) => update({ productList: [...products, v as Product] })}
            />
          )}
        </Form.Item>
        <Form.Item label={msg('fortiguard.priorityPackages')} htmlFor="fg-priority-packages" validateStatus={problem ? 'error' : undefined} help={problem ? <span id={problemId}>{problem}</span> : undefined}>
          <Select
            id="fg-priority-packages"
            mode="multiple"
            aria-describedby={problem ? problemId : undefined}
            loading={packages.isPending}
            value={draft.objectList}
            onChange={(objectList: string[]) => update({ objectList })}
            options={(packages.data ?? []).map((p) => ({ value: p.objid, label: p.obj_fmgi.ext_desc }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={draft.flags === 1} onChange={(e) => update({ flags: e.target.checked ? 1 : 0 })}>
            {msg('fortiguard.priorityOnly')}
          </Checkbox>
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving}>
            {msg('fortiguard.prioritySave')}
          </Button>
        )}
      </Form>
    </section>
  );
}
