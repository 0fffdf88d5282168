import { COMPRESSION, encodingsFor, fitWithin, isCompressible, isSmallEnough, type Encoding } from './compress-plan';

/**
 * Shrinks a screenshot in the browser (createImageBitmap + canvas) to ≤ 3.4 MB and ≤ 2000 px.
 * Small images, GIFs and anything the browser cannot decode go as they are: the server checks
 * every upload anyway. Loaded on the first screenshot, not with the chat.
 */
export async function compressImage(file: Blob): Promise<Blob> {
  if (!isCompressible(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    if (isSmallEnough(file.size, bitmap.width, bitmap.height)) return file;
    let size = fitWithin(bitmap.width, bitmap.height);
    // Each round tries every encoding, then shrinks the pixels a quarter and tries again.
    for (let round = 0; round < 4; round++) {
      for (const encoding of encodingsFor(file.type)) {
        const blob = await encode(bitmap, size, encoding);
        if (blob && blob.size <= COMPRESSION.maxBytes) return blob;
      }
      size = { width: Math.round(size.width * 0.75), height: Math.round(size.height * 0.75) };
    }
    throw new Error('The image could not be compressed');
  } finally {
    bitmap.close();
  }
}

async function encode(bitmap: ImageBitmap, size: { width: number; height: number }, encoding: Encoding): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (encoding.type === 'image/jpeg') {
    // JPEG has no transparency: transparent pixels would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, encoding.type, encoding.quality));
  // A browser that cannot write the type (Safari and WebP) writes PNG instead: not what was asked.
  return blob && blob.type === encoding.type ? blob : null;
}
