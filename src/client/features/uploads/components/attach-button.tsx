import { useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../../../../shared/constants';
import { Icon } from '../../../components/icon';
import type { UploadStore } from '../hooks/upload-store';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { LightActionIcon } from '../../../components/light-action-icon';

/** The input's photo button: a file picker for screenshots (several at once). */
export function AttachButton({ store, uiKey, disabled }: { store: UploadStore; uiKey: string; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  // A hover hint only: not on focus or touch (after picking files focus comes back here and the
  // hint would sit over the new thumbnails), and gone once clicked until the pointer leaves.
  const [clicked, setClicked] = useState(false);
  return (
    <>
      <LazyTooltip label="Add screenshots" withArrow openDelay={300} events={{ hover: true, focus: false, touch: false }} disabled={clicked}>
        <LightActionIcon
          size={36}
          radius="xl"
          variant="subtle"
          color="gray"
          disabled={disabled}
          onClick={() => {
            setClicked(true);
            input.current?.click();
          }}
          onMouseLeave={() => setClicked(false)}
          aria-label="Add screenshots"
          data-testid="attach-button"
        >
          <Icon name="photo" size={20} />
        </LightActionIcon>
      </LazyTooltip>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        hidden
        tabIndex={-1}
        data-testid="attach-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = ''; // the same file can be picked again
          store.add(uiKey, files, 'picker');
        }}
      />
    </>
  );
}
