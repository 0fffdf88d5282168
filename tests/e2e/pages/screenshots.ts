import type { Locator, Page } from 'playwright-core';

export type ImageFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * A screenshot-like PNG drawn by the page's own canvas (lines of chat text), so tests upload real
 * images of any size without fixtures.
 */
export async function drawPng(page: Page, width: number, height: number, label: string): Promise<ImageFile> {
  const base64 = await page.evaluate(
    async ([w, h, text]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no 2d context');
      g.fillStyle = '#f7efe9';
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#222';
      g.font = '40px sans-serif';
      for (let y = 60; y < h; y += 70) g.fillText(`${text}: see you at ${y}?`, 40, y);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height, label] as const,
  );
  return { name: `${label}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** Page object of the composer's screenshot parts and the message images (SPEC §2). */
export class ScreenshotsPage {
  readonly fileInput: Locator;
  readonly drafts: Locator;
  readonly notice: Locator;
  readonly overlay: Locator;

  constructor(readonly page: Page) {
    this.fileInput = page.getByTestId('attach-input');
    this.drafts = page.getByTestId('draft-image');
    this.notice = page.getByTestId('upload-notice');
    this.overlay = page.getByTestId('drop-overlay');
  }

  async pick(files: ImageFile[]): Promise<void> {
    await this.fileInput.setInputFiles(files);
  }

  /** Drag files over the chat (the overlay shows), then drop them. */
  async dragOver(files: ImageFile[]): Promise<void> {
    await this.page.evaluate((list) => {
      const transfer = new DataTransfer();
      for (const f of list) transfer.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
      (window as unknown as { __drag: DataTransfer }).__drag = transfer;
      const zone = document.querySelector('[data-testid="drop-zone"]');
      zone?.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone?.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, files.map((f) => ({ name: f.name, type: f.mimeType, b64: f.buffer.toString('base64') })));
  }

  async drop(): Promise<void> {
    await this.page.evaluate(() => {
      const transfer = (window as unknown as { __drag: DataTransfer }).__drag;
      document.querySelector('[data-testid="drop-zone"]')?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
  }

  /** Every draft image uploaded (none still uploading). */
  async waitForUploads(count: number): Promise<void> {
    await this.page.waitForFunction(
      (n) => {
        const drafts = [...document.querySelectorAll('[data-testid="draft-image"]')];
        return drafts.length === n && drafts.every((d) => d.getAttribute('data-status') === 'completed');
      },
      count,
      { timeout: 20_000 },
    );
  }

  /** The images of a message have loaded (a real, decoded picture). */
  async waitForLoaded(message: Locator): Promise<void> {
    await message.getByTestId('message-image').first().waitFor();
    await message.evaluate(async (el) => {
      const images = [...el.querySelectorAll<HTMLImageElement>('[data-testid="message-image"] img')];
      await Promise.all(images.map((img) => img.decode()));
    });
  }
}
