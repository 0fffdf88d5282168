import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '../../../components/icon';
import { imageUrlCache, resolveImageUrl } from '../hooks/image-url';
import { stackLayout } from '../hooks/stack-layout';
import classes from './uploads.module.css';

const loadGallery = () => import('./image-gallery');
const ImageGallery = lazy(() => loadGallery().then((m) => ({ default: m.ImageGallery })));

type ImageStatusLike = { imageUrl: string | null; originUrl: string | null; imageName: string | null; originName: string | null };
export type MessageImage = { id: string; content: string; imageStatus: ImageStatusLike };
export type GalleryPhoto = { id: string; url: string | null; name: string };

type MessageImagesProps = {
  images: readonly MessageImage[];
  /** No usable URL for some image (none known, or it expired): ask the server for fresh ones. */
  onBroken?: () => void;
};

/** A message's screenshots as a stack (1, 2, 3, 4+); a tap opens the full-screen gallery. */
export function MessageImages({ images, onBroken }: MessageImagesProps) {
  const [open, setOpen] = useState<number | null>(null);
  const photos: GalleryPhoto[] = images.map((image) => ({
    id: image.id,
    url: resolveImageUrl(image.imageStatus, image.content),
    name: image.imageStatus.originName ?? image.content,
  }));
  // Remember the server's signed URLs by file name (SPEC §4's cache).
  useEffect(() => {
    for (const image of images) if (image.imageStatus.imageUrl) imageUrlCache.set(image.content, image.imageStatus.imageUrl);
  }, [images]);
  const unresolved = photos.some((photo) => !photo.url);
  useEffect(() => {
    if (unresolved) onBroken?.();
  }, [unresolved, onBroken]);

  const layout = stackLayout(photos.length);
  if (layout.shown === 0) return null;
  return (
    <>
      <div className={classes.stack} data-layout={layout.kind} data-count={photos.length} data-testid="message-images">
        {photos.slice(0, layout.shown).map((photo, index) => (
          <button
            key={photo.id}
            type="button"
            className={classes.tile}
            onClick={() => setOpen(index)}
            onPointerEnter={() => void loadGallery()}
            aria-label={`Open ${photo.name}`}
            data-testid="message-image"
          >
            {photo.url ? (
              <img
                src={photo.url}
                alt={photo.name}
                loading="lazy"
                onError={() => {
                  imageUrlCache.forget(images[index]?.content ?? '');
                  onBroken?.();
                }}
              />
            ) : (
              <span className={classes.missing}>
                <Icon name="photo" size={24} />
              </span>
            )}
            {index === layout.shown - 1 && layout.more > 0 && (
              <span className={classes.more} data-testid="message-images-more">
                +{layout.more}
              </span>
            )}
          </button>
        ))}
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <ImageGallery photos={photos} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
