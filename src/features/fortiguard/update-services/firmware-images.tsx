import '@/lib/firmware/text.ts';
import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Form, Progress, Select, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import type { FirmwareImageOption, UmImportedImage, UmUnitImage } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useListFirmwareImages } from '@/lib/api/endpoints/firmware.gen.ts';
import { useListUmImages, useUmFirmwareImportImage } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useDeleteImportedImage, useUploadImage } from './api.ts';
import { formatPackageDate } from './logic/format.ts';
import { DataGrid, useGridUrlState, type CellContext, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatBytes } from '@/lib/format/index.ts';
import './fortiguard.css';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

/** "FGT_100F 7.6.2 3401": how an image is matched against the ones on the unit. */
const imageKey = (platform: string, version: string, build: number) => `${platform} ${version} ${build}`;

const IMAGE_COLUMNS: GridColumn<FirmwareImageOption>[] = [
  { key: 'version', name: msg('fortiguard.version'), width: 110 },
  { key: 'buildnumber', name: msg('fortiguard.build'), width: 90 },
  { key: 'platform', name: msg('fortiguard.platform'), width: 150 },
  { key: 'imageType', name: msg('fortiguard.imageType'), width: 110 },
  { key: 'recommended', name: msg('fortiguard.recommended'), width: 130, value: (i) => msg(i.recommended ? 'fortiguard.yes' : 'fortiguard.no') },
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
  const images = useListFirmwareImages({ body: { method: 'get', params: { viewType: 'all', viewProduct: product as 'FGT' } } });
  const onUnit = useListUmImages({ body: { product: product as 'FGT' } }, { select: (d) => d as UmUnitImage[] });
  const imported = useUmFirmwareImportImage({ body: { method: 'get' } }, { select: (d) => d as UmImportedImage[] });
  const remove = useDeleteImportedImage();
  const upload = useUploadImage();
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // two lists on one page: each keeps its searches and sort under its own name in the address
  const imagesGrid = useGridUrlState({ prefix: 'img.' });
  const importedGrid = useGridUrlState({ prefix: 'imp.' });
  const imagesRef = useRef<DataGridHandle<FirmwareImageOption>>(null);
  const importedRef = useRef<DataGridHandle<UmImportedImage>>(null);

  const platforms = useMemo(() => [...new Set((images.data ?? []).map((i) => i.platform))].sort(), [images.data]);
  const shown = (images.data ?? []).filter((i) => !platform || i.platform === platform);
  const downloaded = useMemo(() => new Set((onUnit.data ?? []).map((i) => imageKey(i.platform, i.version, i.build))), [onUnit.data]);
  const onUnitText = (i: FirmwareImageOption) => {
    if (onUnit.isPending) return '';
    if (onUnit.isError) return msg('fortiguard.onUnit.unknown');
    return msg(downloaded.has(imageKey(i.platform, i.version, i.buildnumber)) ? 'fortiguard.onUnit.yes' : 'fortiguard.onUnit.no');
  };
  const imageColumns: GridColumn<FirmwareImageOption>[] = [
    ...IMAGE_COLUMNS,
    {
      key: 'onUnit',
      name: msg('fortiguard.onUnit'),
      minWidth: 150,
      value: onUnitText,
      renderCell: (i) => {
        const text = onUnitText(i);
        return text === msg('fortiguard.onUnit.yes') ? text : <Typography.Text type="secondary">{text}</Typography.Text>;
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

  const importedColumns: GridColumn<UmImportedImage>[] = [
    { key: 'name', name: msg('fortiguard.fileName'), width: 320 },
    { key: 'platform', name: msg('fortiguard.platform'), width: 140 },
    { key: 'version', name: msg('fortiguard.version'), width: 130, text: (i) => `${i.version} (${i.buildnumber})` },
    { key: 'size', name: msg('fortiguard.size'), width: 100, sortDescendingFirst: true, text: (i) => formatBytes(i.size) },
    { key: 'imported', name: msg('fortiguard.importedAt'), width: 180, sortDescendingFirst: true, text: (i) => formatPackageDate(i.imported) },
    ...(editable
      ? [
          {
            key: 'delete',
            name: msg('fortiguard.deleteImage'),
            minWidth: 100,
            sortable: false,
            searchable: false,
            exportable: false,
            renderCell: (i: UmImportedImage, { tabIndex }: CellContext) => (
              <Button size="small" danger tabIndex={tabIndex} aria-label={msg('fortiguard.deleteImageOf', i.name)} onClick={() => confirmDelete(i)}>
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
        <Form.Item>
          <ExportCsvButton disabled={!shown.length} onExport={() => imagesRef.current?.exportCsv('firmware-images')} />
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
        <DataGrid<FirmwareImageOption>
          {...imagesGrid}
          ref={imagesRef}
          aria-label={msg('fortiguard.imagesLabel')}
          columns={imageColumns}
          rows={shown}
          rowKey={(i) => i.objid}
          loading={images.isPending}
          emptyText={msg('fortiguard.noImages')}
          height={420}
        />
      )}
      <Card title={<h2 className="fortiguard-card-title">{msg('fortiguard.importedTitle')}</h2>} style={{ marginTop: 16 }}>
        <Space style={{ marginBottom: 12 }} align="start" wrap>
          {editable && (
            <div>
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
          <ExportCsvButton disabled={!imported.data?.length} onExport={() => importedRef.current?.exportCsv('imported-images')} />
        </Space>
        {imported.isError ? (
          <LoadFailed title={errorMessage(imported.error, 'fortiguard.importedLoadFailed')} onRetry={() => void imported.refetch()} />
        ) : (
          <DataGrid<UmImportedImage>
            {...importedGrid}
            ref={importedRef}
            aria-label={msg('fortiguard.importedTitle')}
            columns={importedColumns}
            rows={imported.data ?? []}
            rowKey={(i) => i.key}
            loading={imported.isPending}
            emptyText={msg('fortiguard.noImported')}
            height={300}
          />
        )}
      </Card>
    </>
  );
}
