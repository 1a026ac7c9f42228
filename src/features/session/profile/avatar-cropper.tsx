import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button, Slider, Space, Typography } from 'antd';
import { constants } from '@generated/catalog/constants.ts';
import { msg } from './text.ts';
import type { CropArea } from './avatar.ts';

export interface AvatarCropperProps {
  src: string;
  /** the chosen square in image pixels, or null when the user moved nothing yet */
  onApply(area: CropArea | null): void;
  onCancel(): void;
}

const BOUNDARY = constants.avatar.cropBoundary;

/** Square crop of the chosen image inside the crop boundary; drag to move, zoom with the slider or the wheel. */
export function AvatarCropper({ src, onApply, onCancel }: AvatarCropperProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <Typography.Title level={5} id={titleId} style={{ marginTop: 0 }}>
        {msg('profile.cropTitle')}
      </Typography.Title>
      <div style={{ position: 'relative', width: BOUNDARY, height: BOUNDARY, maxWidth: '100%', background: '#333' }}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_pct, pixels) => setArea(pixels)}
          showGrid={false}
        />
      </div>
      <Slider min={1} max={3} step={0.05} value={zoom} onChange={setZoom} ariaLabelForHandle={msg('profile.zoom')} style={{ width: BOUNDARY, maxWidth: '100%' }} />
      <Space>
        <Button type="primary" onClick={() => onApply(area)}>
          {msg('common.ok')}
        </Button>
        <Button onClick={onCancel}>{msg('common.cancel')}</Button>
      </Space>
    </div>
  );
}
