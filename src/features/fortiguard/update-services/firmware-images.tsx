import '@/lib/firmware/text.ts';
import { useId, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Form, Progress, Select, Table, Typography, Upload, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import type { FirmwareImageOption, UmImportedImage, UmUnitImage } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useListFirmwareImages } from '@/lib/api/endpoints/firmware.gen.ts';
import { useListUmImages, useUmFirmwareImportImage } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useDeleteImportedImage, useUploadImage } from './api.ts';
import { formatPackageDate, formatSize } from './logic/format.ts';
import './fortiguard.css';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

/** "FGT_100F 7.6.2 3401": how an image is matched against the ones on the unit. */
const imageKey = (platform: string, version: string, build: number) => `${platform} ${version} ${build}`;

const IMAGE_COLUMNS: TableColumnsType<FirmwareImageOption> = [
  { key: 'version', title: msg('fortiguard.version'), dataIndex: 'version' },
  { key: 'build', title: msg('fortiguard.build'), dataIndex: 'buildnumber' },
  { key: 'platform', title: msg('fortiguard.platform'), dataIndex: 'platform' },
  { key: 'type', title: msg('fortiguard.imageType'), dataIndex: 'imageType' },
  { key: 'recommended', title: msg('fortiguard.recommended'), render: (_, i) => msg(i.recommended ? 'fortiguard.yes' : 'fortiguard.no') },
];

export interface FirmwareImagesProps {
  /** read-write on system settings (capabilities.canManageUpdateServices) */
  editable: boolean;
}

/**
 * Firmware Images: the images kept for each product, by platform; the images imported by hand, with their import
 * (upload with progress) and deletion.
 */
export function FirmwareImages({ editable }: FirmwareImagesProps) {
  const { message, modal } = App.useApp();
  const [product, setProduct] = useState('FGT');
  const [platform, setPlatform] = useState('');
  const images = useListFirmwareImages({ params: { query: { viewType: 'all', viewProduct: product as 'FGT' } } });
  const onUnit = useListUmImages({ body: { product: product as 'FGT' } }, { select: (d) => d as UmUnitImage[] });
  const imported = useUmFirmwareImportImage({ body: { method: 'get' } }, { select: (d) => d as UmImportedImage[] });
  const remove = useDeleteImportedImage();
  const upload = useUploadImage();
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const importedId = useId();

  const platforms = useMemo(() => [...new Set((images.data ?? []).map((i) => i.platform))].sort(), [images.data]);
  const shown = (images.data ?? []).filter((i) => !platform || i.platform === platform);
  const downloaded = useMemo(() => new Set((onUnit.data ?? []).map((i) => imageKey(i.platform, i.version, i.build))), [onUnit.data]);
  const imageColumns: TableColumnsType<FirmwareImageOption> = [
    ...IMAGE_COLUMNS,
    {
      key: 'onUnit',
      title: msg('fortiguard.onUnit'),
      render: (_, i) => {
        if (onUnit.isPending) return null;
        if (onUnit.isError) return <Typography.Text type="secondary">{msg('fortiguard.onUnit.unknown')}</Typography.Text>;
        return downloaded.has(imageKey(i.platform, i.version, i.buildnumber)) ? msg('fortiguard.onUnit.yes') : <Typography.Text type="secondary">{msg('fortiguard.onUnit.no')}</Typography.Text>;
      },
    },
  ];

  function confirmDelete(image: UmImportedImage) {
    modal.confirm({
      title: msg('fortiguard.deleteConfirmTitle'),
      content: msg('fortiguard.deleteConfirm', image.name),
      okText: msg('fortiguard.deleteImage'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove(image.key);
          void message.success(msg('fortiguard.deleted', image.name));
        } catch (error) {
          void message.error(actionFailure(error, 'fortiguard.deleteFailed'));
        }
      },
    });
  }

  async function importFile(file: File) {
    setUploadError(null);
    setUploading({ name: file.name, percent: 0 });
    try {
      await upload(file, (percent) => setUploading({ name: file.name, percent }));
      void message.success(msg('fortiguard.imageImported', file.name));
    } catch (error) {
      setUploadError(actionFailure(error, 'firmware.uploadFailed'));
    } finally {
      setUploading(null);
    }
  }

  const importedColumns: TableColumnsType<UmImportedImage> = [
    { key: 'name', title: msg('fortiguard.fileName'), dataIndex: 'name' },
    { key: 'platform', title: msg('fortiguard.platform'), dataIndex: 'platform' },
    { key: 'version', title: msg('fortiguard.version'), render: (_, i) => `${i.version} (${i.buildnumber})` },
    { key: 'size', title: msg('fortiguard.size'), render: (_, i) => formatSize(i.size) },
    { key: 'imported', title: msg('fortiguard.importedAt'), render: (_, i) => formatPackageDate(i.imported) },
    ...(editable
      ? [
          {
            key: 'delete',
            title: msg('fortiguard.deleteImage'),
            render: (_: unknown, i: UmImportedImage) => (
              <Button size="small" danger aria-label={msg('fortiguard.deleteImageOf', i.name)} onClick={() => confirmDelete(i)}>
                {msg('fortiguard.deleteImage')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('fortiguard.readOnly')} style={{ marginBottom: 12 }} />}
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={msg('fortiguard.productFilter')} htmlFor="fg-image-product">
          <Select
            id="fg-image-product"
            style={{ width: 180 }}
            value={product}
            onChange={(v: string) => {
              setProduct(v);
              setPlatform('');
            }}
            options={fortiguard.productCodes}
          />
        </Form.Item>
        <Form.Item label={msg('fortiguard.platformFilter')} htmlFor="fg-image-platform">
          <Select id="fg-image-platform" style={{ width: 200 }} value={platform} onChange={(v: string) => setPlatform(v)} options={[{ value: '', label: msg('fortiguard.allPlatforms') }, ...platforms.map((p) => ({ value: p, label: p }))]} />
        </Form.Item>
      </Form>
      {onUnit.isError && !images.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={errorMessage(onUnit.error, 'fortiguard.unitImagesFailed')}
          action={<Button size="small" onClick={() => void onUnit.refetch()}>{msg('shell.retry')}</Button>}
        />
      )}
      {images.isError ? (
        <LoadFailed title={errorMessage(images.error, 'fortiguard.imagesLoadFailed')} onRetry={() => void images.refetch()} />
      ) : (
        <Table<FirmwareImageOption> rowKey="objid" size="small" loading={images.isPending} dataSource={shown} columns={imageColumns} pagination={{ pageSize: 50, hideOnSinglePage: true }} locale={{ emptyText: msg('fortiguard.noImages') }} />
      )}
      <Card title={<h2 id={importedId} className="fortiguard-card-title">{msg('fortiguard.importedTitle')}</h2>} style={{ marginTop: 16 }}>
        {editable && (
          <div style={{ marginBottom: 12 }}>
            <Upload
              accept=".out,application/octet-stream"
              showUploadList={false}
              disabled={uploading !== null}
              beforeUpload={(file) => {
                void importFile(file);
                // sent by the console with its own progress
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading !== null}>
                {msg('fortiguard.importImage')}
              </Button>
            </Upload>
            <div role="status" aria-live="polite">
              {uploading && <Progress percent={uploading.percent} size="small" aria-label={`${msg('fortiguard.importingImage', uploading.name)} ${uploading.percent}%`} />}
            </div>
            {uploadError && <Alert type="error" showIcon role="alert" title={uploadError} style={{ marginTop: 8 }} />}
          </div>
        )}
        {imported.isError ? (
          <LoadFailed title={errorMessage(imported.error, 'fortiguard.importedLoadFailed')} onRetry={() => void imported.refetch()} />
        ) : (
          <Table<UmImportedImage> aria-labelledby={importedId} rowKey="key" size="small" loading={imported.isPending} dataSource={imported.data ?? []} columns={importedColumns} pagination={false} locale={{ emptyText: msg('fortiguard.noImported') }} />
        )}
      </Card>
    </>
  );
}
