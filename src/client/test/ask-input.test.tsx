/**
 * The home page's ask box (components/ask-input.tsx) sends what the field shows. On a public page
 * the visitor can type before React hydrates, and an Enter can reach React before the box's mount
 * effect has copied the typed text into its state (CI caught the send doing nothing).
 * Runs under happy-dom: `cd src/client && bun test`.
 */
import { afterEach, describe, expect, test } from 'bun:test';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
afterEach(() => rtl?.cleanup());

describe.skipIf(!hasDom)('the ask box (happy-dom)', () => {
  async function renderBox() {
    const { AskInput } = await import('../components/ask-input');
    const { MantineProvider } = await import('@mantine/core');
    const sent: string[] = [];
    const view = rtl!.render(
      <MantineProvider>
        <AskInput onSubmit={(text) => sent.push(text)} />
      </MantineProvider>,
    );
    const box = view.getByTestId('home-input') as HTMLTextAreaElement;
    return { box, sent };
  }

  test('Enter sends the text the field shows, even when it arrived without an input event', async () => {
    const { box, sent } = await renderBox();
    box.value = '  my friend left me on read  '; // typed before React listened: no change event reached it
    rtl!.fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual(['my friend left me on read']);
  });

  test('an empty or blank field sends nothing; Shift+Enter never sends', async () => {
    const { box, sent } = await renderBox();
    rtl!.fireEvent.keyDown(box, { key: 'Enter' });
    box.value = '   ';
    rtl!.fireEvent.keyDown(box, { key: 'Enter' });
    box.value = 'hello';
    rtl!.fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
  });
});
