import { Loader } from '@mantine/core';
import { Icon } from '../../../components/icon';
import type { UploadStore } from '../hooks/upload-store';
import { useUploadDraft } from '../hooks/use-upload-draft';
import classes from './uploads.module.css';
import { LightActionIcon } from '../../../components/light-action-icon';

/** The draft's screenshots above the text: a spinner while uploading, × to remove. */
export function DraftThumbnails({ store, uiKey }: { store: UploadStore; uiKey: string }) {
  const { images } = useUploadDraft(store, uiKey);
  if (images.length === 0) return null;
  return (
    <div className={classes.thumbs} data-testid="draft-images">
      {images.map((image) => (
        <div key={image.id} className={classes.thumb} data-status={image.status} data-testid="draft-image">
          <img src={image.previewUrl} alt={image.originName} />
          {image.status === 'uploading' && (
            <div className={classes.thumbSpinner}>
              <Loader size={18} aria-label="Uploading" />
            </div>
          )}
          <LightActionIcon
            className={classes.thumbRemove}
            size={18}
            radius="xl"
            variant="filled"
            color="dark"
            onClick={() => store.remove(uiKey, image.id)}
            aria-label={`Remove ${image.originName}`}
            data-testid="draft-image-remove"
          >
            <Icon name="x" size={12} strokeWidth={2.4} />
          </LightActionIcon>
        </div>
      ))}
    </div>
  );
}
