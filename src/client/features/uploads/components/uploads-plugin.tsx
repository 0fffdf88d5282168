import type { ReactNode } from 'react';
import { createUploadStore, type UploadStore } from '../hooks/upload-store';
import type { UploadImage } from '../hooks/upload-state';
import { AttachButton } from './attach-button';
import { DraftThumbnails } from './draft-thumbnails';
import { DropZone } from './drop-zone';
import { UploadNotice } from './upload-notice';

/**
 * The screenshot features a chat composer plugs in (the chat's AttachmentsPlugin, matched by
 * shape: features do not import each other). One store per app, created by the caller.
 */
export function createUploadsPlugin(store: UploadStore) {
  return {
    subscribe: store.subscribe,
    images: store.images,
    take: store.take,
    restore: (key: string, images: readonly UploadImage[]) => store.restore(key, images),
    paste: store.paste,
    AttachButton: (props: { uiKey: string; disabled?: boolean }) => <AttachButton store={store} {...props} />,
    Thumbnails: (props: { uiKey: string }) => <DraftThumbnails store={store} {...props} />,
    DropZone: (props: { uiKey: string; disabled?: boolean; children: ReactNode }) => <DropZone store={store} {...props} />,
    Notice: (props: { uiKey: string }) => <UploadNotice store={store} {...props} />,
  };
}

export function createBrowserUploadStore(presign: (name: string) => Promise<{ file_name: string; url: string }>): UploadStore {
  // A refused presign shows its text (upload-pipeline.ts: presignErrorText).
  return createUploadStore({ presign });
}
