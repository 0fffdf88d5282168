import { Text } from '@mantine/core';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Icon } from '../../../components/icon';
import { isImageFile } from '../hooks/image-types';
import type { UploadStore } from '../hooks/upload-store';
import classes from './uploads.module.css';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

type DropZoneProps = { store: UploadStore; uiKey: string; disabled?: boolean; children: ReactNode };

/**
 * The chat screen as a drop target (SPEC §2): dragging screenshots over it shows 'Drag screenshot
 * here / Send to the product'. Only image files are taken; a drop while an image is still being
 * processed is ignored (SPEC §5).
 */
export function DropZone({ store, uiKey, disabled, children }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const depth = useRef(0); // dragenter/leave fire for every child crossed

  const onDragEnter = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    const images = files.filter(isImageFile);
    if (images.length === 0) {
      if (files.length > 0) store.noticeUnsupported(uiKey);
      return;
    }
    store.add(uiKey, images, 'drop');
  };

  return (
    <div
      className={classes.dropZone}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-testid="drop-zone"
    >
      {children}
      {over && (
        <div className={classes.dropOverlay} data-testid="drop-overlay">
          <Icon name="photo" size={36} />
          <Text fw={700} size="lg">
            Drag screenshot here
          </Text>
          <Text c="dimmed" size="sm">
            Send to the product
          </Text>
        </div>
      )}
    </div>
  );
}
