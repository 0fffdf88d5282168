import { ActionIcon, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLayoutTier } from '../../../components/app-shell/layout-tier';
import { Icon } from '../../../components/icon';
import { galleryStep, swipeDelta } from '../hooks/stack-layout';
import classes from './gallery.module.css';
import type { GalleryPhoto } from './message-images';
import { PhotoGrid } from './photo-grid';

type ImageGalleryProps = { photos: readonly GalleryPhoto[]; start: number; onClose: () => void };

/**
 * Full-screen photos (SPEC §2): previous/next arrows (and the arrow keys) on larger screens, a
 * swipe on phones, where a grid of all the photos is one tap away.
 */
export function ImageGallery({ photos, start, onClose }: ImageGalleryProps) {
  const mobile = useLayoutTier() === 'mobile';
  const [index, setIndex] = useState(start);
  const [grid, setGrid] = useState(false);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[index];
  const go = (delta: number) => setIndex((i) => galleryStep(i, delta, count));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => galleryStep(i, 1, count));
      if (event.key === 'ArrowLeft') setIndex((i) => galleryStep(i, -1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      padding={0}
      transitionProps={{ duration: 0 }}
      classNames={{ content: classes.content, body: classes.body }}
      aria-label="Photos"
      data-testid="image-gallery"
    >
      <div className={classes.bar}>
        <Text size="sm" c="gray.3" data-testid="gallery-counter">
          {index + 1} / {count}
        </Text>
        <div className={classes.barActions}>
          {mobile && count > 1 && (
            <ActionIcon variant="subtle" color="gray.2" size="lg" onClick={() => setGrid(!grid)} aria-label="All photos" aria-pressed={grid} data-testid="gallery-grid-toggle">
              <Icon name="grid" />
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" color="gray.2" size="lg" onClick={onClose} aria-label="Close" data-testid="gallery-close">
            <Icon name="x" />
          </ActionIcon>
        </div>
      </div>
      {grid ? (
        <PhotoGrid
          photos={photos}
          onPick={(picked) => {
            setIndex(picked);
            setGrid(false);
          }}
        />
      ) : (
        <div
          className={classes.stage}
          onTouchStart={(event) => {
            const t = event.touches[0];
            touch.current = t ? { x: t.clientX, y: t.clientY } : null;
          }}
          onTouchEnd={(event) => {
            const t = event.changedTouches[0];
            if (touch.current && t) go(swipeDelta(t.clientX - touch.current.x, t.clientY - touch.current.y));
            touch.current = null;
          }}
          data-testid="gallery-stage"
        >
          {photo?.url ? (
            <img className={classes.image} src={photo.url} alt={photo.name} data-testid="gallery-image" data-index={index} />
          ) : (
            <Icon name="photo" size={48} />
          )}
          {!mobile && index > 0 && (
            <ActionIcon className={classes.prev} size={44} radius="xl" variant="white" color="dark" onClick={() => go(-1)} aria-label="Previous photo" data-testid="gallery-prev">
              <Icon name="chevron-left" />
            </ActionIcon>
          )}
          {!mobile && index < count - 1 && (
            <ActionIcon className={classes.next} size={44} radius="xl" variant="white" color="dark" onClick={() => go(1)} aria-label="Next photo" data-testid="gallery-next">
              <Icon name="chevron-right" />
            </ActionIcon>
          )}
        </div>
      )}
    </Modal>
  );
}
