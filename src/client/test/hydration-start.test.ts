/**
 * A public page runs React on the visitor's first intent unless it needs it at load (signed in, no
 * server markup, dev); the clicks on buttons and Enter in a text field that arrive before React
 * listens are held and dispatched again once it does. Runs under happy-dom: `cd src/client && bun test`.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import { holdEarlyInput, onFirstIntent } from '../app/site/deferred-hydration';
import { hydrateAtLoadReason, INTENT_EVENTS } from '../app/site/hydration-start';

describe('hydrateAtLoadReason', () => {
  const reader = { hasServerMarkup: true, dev: false, signedIn: false };

  test('a fresh visitor on a pre-rendered page waits for intent', () => {
    expect(hydrateAtLoadReason(reader)).toBeNull();
  });

  test('a signed-in visitor (cached or answered), a page without server markup and dev hydrate at once', () => {
    expect(hydrateAtLoadReason({ ...reader, signedIn: true })).toBe('signed-in');
    expect(hydrateAtLoadReason({ ...reader, hasServerMarkup: false })).toBe('client-render');
    expect(hydrateAtLoadReason({ ...reader, dev: true })).toBe('dev');
    expect(hydrateAtLoadReason({ hasServerMarkup: false, dev: true, signedIn: true })).toBe('dev');
  });
});

const hasDom = typeof document !== 'undefined';

afterEach(() => {
  if (hasDom) document.body.innerHTML = '';
});

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe.skipIf(!hasDom)('onFirstIntent (happy-dom)', () => {
  test('starts once, on the first intent event, and stops listening', () => {
    const root = page('<p>text</p>');
    const starts: string[] = [];
    onFirstIntent(document, (event) => starts.push(event.type));
    root.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(starts).toEqual([]);
    root.querySelector('p')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    root.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(starts).toEqual(['pointerdown']);
  });

  test('every intent event starts it; stopping first leaves the page alone', () => {
    for (const type of INTENT_EVENTS) {
      let started = 0;
      onFirstIntent(document, () => started++);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect([type, started]).toEqual([type, 1]);
    }
    let started = 0;
    const stop = onFirstIntent(document, () => started++);
    stop();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started).toBe(0);
  });
});

describe.skipIf(!hasDom)('holdEarlyInput (happy-dom)', () => {
  test('a button clicked before React listens acts once it does, on the same element, in order', () => {
    const root = page('<button id="a"><span>Sign in</span></button><button id="b">Menu</button><p id="text">text</p>');
    const held = holdEarlyInput(root);
    const seen: string[] = [];
    const record = (event: Event) => seen.push(`${(event.target as Element).tagName} ${event.defaultPrevented}`);
    root.querySelector('span')?.click();
    root.querySelector<HTMLElement>('#b')?.click();
    root.querySelector<HTMLElement>('#text')?.click();
    // React arrives: its listener (here one on the root) sees only the clicks from now on.
    held.stopHolding();
    root.addEventListener('click', record);
    held.replay();
    expect(seen).toEqual(['SPAN false', 'BUTTON false']);
    held.replay();
    expect(seen).toHaveLength(2);
  });

  test('a held click does not submit a form natively; after stopHolding clicks pass untouched', () => {
    const root = page('<form><button id="send">Send</button></form>');
    const held = holdEarlyInput(root);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#send')?.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    held.stopHolding();
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#send')?.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });

  test('links, disabled buttons and clicks outside the page are left alone', () => {
    const root = page('<a href="/blog"><span role="button">Blog</span></a><button disabled>Off</button>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const held = holdEarlyInput(root);
    const clicks = [root.querySelector('span'), root.querySelector('button'), outside].map((el) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      el?.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(clicks).toEqual([false, false, false]);
    held.stopHolding();
    let replayed = 0;
    document.addEventListener('click', () => replayed++);
    held.replay();
    expect(replayed).toBe(0);
  });

  test('Enter in a text field adds no line before React and reaches its handler after; other keys pass', () => {
    const root = page('<textarea id="ask"></textarea>');
    const held = holdEarlyInput(root);
    const box = root.querySelector('#ask') as HTMLTextAreaElement;
    const press = (key: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
      box.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect([press('a'), press('Enter', { isComposing: true }), press('Enter', { shiftKey: true }), press('Enter')]).toEqual([false, false, false, true]);
    held.stopHolding();
    expect(press('Enter')).toBe(false);
    const seen: string[] = [];
    root.addEventListener('keydown', (event) => seen.push(`${(event.target as Element).id} ${event.key}`));
    held.replay();
    expect(seen).toEqual(['ask Enter']);
  });
});

