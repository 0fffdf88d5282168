import { describe, expect, test } from 'bun:test';
import { encodingsFor, fitWithin, isCompressible, isSmallEnough, uploadName } from './compress-plan';
import { checkFiles, imageTypeOf } from './image-rules';

describe('compression plan (SPEC §5: 3.4 MB, 2000 px)', () => {
  test('the longer side fits 2000 px, proportions kept, never upscaled', () => {
    expect(fitWithin(2600, 1300)).toEqual({ width: 2000, height: 1000 });
    expect(fitWithin(1170, 2532)).toEqual({ width: 924, height: 2000 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  test('small images are left alone; GIFs are never re-encoded', () => {
    expect(isSmallEnough(3_400_000, 2000, 1200)).toBe(true);
    expect(isSmallEnough(3_400_001, 1000, 1000)).toBe(false);
    expect(isSmallEnough(10_000, 2001, 100)).toBe(false);
    expect(isCompressible('image/gif')).toBe(false);
    expect(isCompressible('image/png')).toBe(true);
  });

  test('PNG tries lossless first; JPEG stays JPEG; quality only falls', () => {
    expect(encodingsFor('image/png')[0]).toEqual({ type: 'image/png' });
    expect(encodingsFor('image/jpeg').every((e) => e.type === 'image/jpeg')).toBe(true);
    const qualities = encodingsFor('image/jpeg').map((e) => e.quality ?? 1);
    expect([...qualities].sort((a, b) => b - a)).toEqual(qualities);
  });

  test("the upload name's extension follows what is uploaded", () => {
    expect(uploadName('Screenshot 2030-01-01.png', 'image/jpeg')).toBe('Screenshot 2030-01-01.jpg');
    expect(uploadName('image', 'image/png')).toBe('image.png');
    expect(uploadName('.png', 'image/webp')).toBe('screenshot.webp');
  });
});

describe('file checks (SPEC §5)', () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });
  test('type by MIME, by extension when the browser gives none', () => {
    expect(imageTypeOf(file('a.png', 'image/png'))).toBe('image/png');
    expect(imageTypeOf(file('a.JPG', ''))).toBe('image/jpeg');
    expect(imageTypeOf(file('a.heic', 'image/heic'))).toBeNull();
    expect(imageTypeOf(file('a.svg', 'image/svg+xml'))).toBeNull();
  });

  test('one notice; the room left decides how many are taken', () => {
    const four = [1, 2, 3, 4].map((i) => file(`${i}.png`, 'image/png'));
    expect(checkFiles(four, 2)).toEqual({ accepted: four.slice(0, 3), notice: 'Sorry, you can add at most 5 photos to a message.' });
    expect(checkFiles([file('x.png', 'image/png', 5_242_880)], 0).notice).toBeNull();
    expect(checkFiles([file('x.png', 'image/png', 5_242_881)], 0)).toEqual({ accepted: [], notice: 'File size must be less than 5MB' });
  });
});
