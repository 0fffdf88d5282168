import classes from './gallery.module.css';
import type { GalleryPhoto } from './message-images';

/** Every photo of the message as a grid (phones): a tap shows that one full screen. */
export function PhotoGrid({ photos, onPick }: { photos: readonly GalleryPhoto[]; onPick: (index: number) => void }) {
  return (
    <div className={classes.grid} data-testid="gallery-grid">
      {photos.map((photo, index) => (
        <button key={photo.id} type="button" className={classes.gridItem} onClick={() => onPick(index)} aria-label={`Show ${photo.name}`} data-testid="gallery-grid-item">
          {photo.url && <img src={photo.url} alt={photo.name} loading="lazy" />}
        </button>
      ))}
    </div>
  );
}
