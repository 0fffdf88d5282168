/**
 * Message images (SPEC §2, §4): the stack for 1, 2, 3 and 4+ images, SPEC §4's URL order, and the
 * full-screen gallery (arrows and keys on larger screens, swipe and a photo grid on phones).
 * Runs under happy-dom: `cd src/client && bun test`.
 */
import { afterEach, describe, expect, test } from 'bun:test';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
// Rendered trees (and Mantine's portals) go after each test, whichever file ran before.
afterEach(() => rtl?.cleanup());
const { stackLayout, galleryStep, swipeDelta } = await import('../features/uploads/hooks/stack-layout');
const { resolveImageUrl } = await import('../features/uploads/hooks/image-url');

const image = (i: number, url: string | null = `https://files.test/${i}.png`) => ({
  id: `img-${i}`,
  content: `stored-${i}.png`,
  imageStatus: { imageUrl: url, originUrl: null, imageName: `stored-${i}.png`, originName: `Screenshot ${i}.png` },
});

describe('stack layouts', () => {
  test('1, 2, 3, and 4 or more images', () => {
    expect(stackLayout(1)).toEqual({ kind: 'single', shown: 1, more: 0 });
    expect(stackLayout(2)).toEqual({ kind: 'pair', shown: 2, more: 0 });
    expect(stackLayout(3)).toEqual({ kind: 'trio', shown: 3, more: 0 });
    expect(stackLayout(4)).toEqual({ kind: 'grid', shown: 4, more: 0 });
    expect(stackLayout(5)).toEqual({ kind: 'grid', shown: 4, more: 1 });
  });

  test('gallery paging stops at the ends; a swipe is sideways and long enough', () => {
    expect(galleryStep(0, -1, 3)).toBe(0);
    expect(galleryStep(1, 1, 3)).toBe(2);
    expect(galleryStep(2, 1, 3)).toBe(2);
    expect(swipeDelta(-80, 10)).toBe(1);
    expect(swipeDelta(80, 10)).toBe(-1);
    expect(swipeDelta(-20, 0)).toBe(0);
    expect(swipeDelta(-60, 80)).toBe(0);
  });

  test('URL order: direct, then original, then the cache by file name, else none', () => {
    const cache = { get: (name: string) => (name === 'cached.png' ? 'https://cache.test/c' : undefined) };
    const status = (imageUrl: string | null, originUrl: string | null, imageName: string | null) => ({ imageUrl, originUrl, imageName });
    expect(resolveImageUrl(status('https://a', 'https://b', 'cached.png'), 'cached.png', cache)).toBe('https://a');
    expect(resolveImageUrl(status(null, 'https://b', 'cached.png'), 'cached.png', cache)).toBe('https://b');
    expect(resolveImageUrl(status(null, null, 'cached.png'), 'x.png', cache)).toBe('https://cache.test/c');
    expect(resolveImageUrl(status(null, null, null), 'cached.png', cache)).toBe('https://cache.test/c');
    expect(resolveImageUrl(status(null, null, 'other.png'), 'other.png', cache)).toBeNull();
  });
});

describe.skipIf(!hasDom)('message images (happy-dom)', () => {
  async function renderImages(count: number, onBroken?: () => void) {
    const { render } = rtl!;
    const { MantineProvider } = await import('@mantine/core');
    const { MessageImages } = await import('../features/uploads/components/message-images');
    const images = Array.from({ length: count }, (_, i) => image(i + 1));
    return render(
      <MantineProvider env="test">
        <MessageImages images={images} onBroken={onBroken} />
      </MantineProvider>,
    );
  }

  test('each count draws its layout; 4+ shows four tiles and +N', async () => {
    const { cleanup, screen } = rtl!;
    for (const [count, kind, tiles, more] of [
      [1, 'single', 1, null],
      [2, 'pair', 2, null],
      [3, 'trio', 3, null],
      [4, 'grid', 4, null],
      [6, 'grid', 4, '+2'],
    ] as const) {
      await renderImages(count);
      expect(screen.getByTestId('message-images').getAttribute('data-layout')).toBe(kind);
      expect(screen.getAllByTestId('message-image')).toHaveLength(tiles);
      expect(screen.queryByTestId('message-images-more')?.textContent ?? null).toBe(more);
      cleanup();
    }
  });

  test('an image without any known URL asks for fresh ones', async () => {
    const { render } = rtl!;
    const { MantineProvider } = await import('@mantine/core');
    const { MessageImages } = await import('../features/uploads/components/message-images');
    let asked = 0;
    render(
      <MantineProvider env="test">
        <MessageImages images={[image(99, null)]} onBroken={() => asked++} />
      </MantineProvider>,
    );
    expect(asked).toBe(1);
  });

  test('a tap opens the gallery at that photo; arrows and keys page; close ends it', async () => {
    const { screen, fireEvent } = rtl!;
    await renderImages(3);
    fireEvent.click(screen.getAllByTestId('message-image')[1]!);
    await screen.findByTestId('image-gallery');
    expect(screen.getByTestId('gallery-counter').textContent).toBe('2 / 3');
    expect(screen.getByTestId('gallery-image').getAttribute('src')).toBe('https://files.test/2.png');
    fireEvent.click(screen.getByTestId('gallery-next'));
    expect(screen.getByTestId('gallery-counter').textContent).toBe('3 / 3');
    expect(screen.queryByTestId('gallery-next')).toBeNull(); // the last one
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByTestId('gallery-counter').textContent).toBe('1 / 3');
    expect(screen.queryByTestId('gallery-prev')).toBeNull();
    expect(screen.queryByTestId('gallery-grid-toggle')).toBeNull(); // desktop: no phone grid
    fireEvent.click(screen.getByTestId('gallery-close'));
    expect(screen.queryByTestId('image-gallery')).toBeNull();
  });

  test('on a phone: no arrows, a swipe pages, and the grid picks a photo', async () => {
    const { screen, fireEvent } = rtl!;
    const matchMedia = window.matchMedia;
    // A 390 px wide phone: no min-width query matches.
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    try {
      await renderImages(4);
      fireEvent.click(screen.getAllByTestId('message-image')[0]!);
      await screen.findByTestId('image-gallery');
      expect(screen.queryByTestId('gallery-next')).toBeNull();
      const stage = screen.getByTestId('gallery-stage');
      fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 400 }], changedTouches: [{ clientX: 300, clientY: 400 }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 150, clientY: 410 }] });
      expect(screen.getByTestId('gallery-counter').textContent).toBe('2 / 4');
      fireEvent.click(screen.getByTestId('gallery-grid-toggle'));
      const items = screen.getAllByTestId('gallery-grid-item');
      expect(items).toHaveLength(4);
      fireEvent.click(items[3]!);
      expect(screen.getByTestId('gallery-counter').textContent).toBe('4 / 4');
      expect(screen.queryByTestId('gallery-grid')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
