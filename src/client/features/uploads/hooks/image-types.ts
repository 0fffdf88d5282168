/** Which files are images we take (SPEC §5), without the texts of the upload rules (image-rules.ts). */
import { ACCEPTED_IMAGE_TYPES } from '../../../../shared/constants';

export type FileLike = { name: string; type: string; size: number };

const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/** The file's image type: its MIME type, or its extension when the browser gave none. */
export function imageTypeOf(file: FileLike): string | null {
  const type = file.type.toLowerCase();
  if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) return type;
  if (type) return null;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[ext] ?? null;
}

export function isImageFile(file: FileLike): boolean {
  return file.type.toLowerCase().startsWith('image/');
}

