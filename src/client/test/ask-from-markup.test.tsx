/**
 * Buttons in markup the browser keeps from the server (landing pages, posts, the tools) have no
 * handlers of their own: the page's box handles their clicks by their attributes. A click on the
 * button's text opens the advisor with the message waiting; a click elsewhere does nothing.
 * Runs under happy-dom: `cd src/client && bun test`.
 */
import { afterEach, describe, expect, spyOn, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_AGENT_SLUG } from '../../shared/agent-slugs';
import { askAttributes, askFromMarkup } from '../features/public/hooks/ask-advisor';
import { PENDING_MESSAGE_KEY } from '../lib/pending-message';

function markup(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box;
}

const hasDom = typeof document !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe.skipIf(!hasDom)('askFromMarkup (happy-dom)', () => {
  test('a click inside an ask button opens its advisor with its message waiting', () => {
    const assign = spyOn(window.location, 'assign').mockImplementation(() => {});
    const box = markup(
      renderToStaticMarkup(
        <button type="button" {...askAttributes('How do I ask her out?', { agentSlug: 'crush-advisor', source: 'use_case_top', useCase: 'how-to-ask-your-crush-out' })}>
          <span>Get advice on this — free</span>
        </button>,
      ),
    );
    const label = box.querySelector('span');
    if (!label) throw new Error('no label');
    askFromMarkup(label);
    expect(sessionStorage.getItem(PENDING_MESSAGE_KEY)).toBe('How do I ask her out?');
    expect(assign).toHaveBeenCalledWith('/chat/crush-advisor');
    assign.mockRestore();
  });

  test('without an agent the default advisor answers; clicks outside ask buttons do nothing', () => {
    const assign = spyOn(window.location, 'assign').mockImplementation(() => {});
    const box = markup(
      renderToStaticMarkup(
        <>
          <p>Some text</p>
          <button type="button" {...askAttributes('Is this dry?', { source: 'tools_example' })}>
            Is this dry?
          </button>
        </>,
      ),
    );
    const text = box.querySelector('p');
    const button = box.querySelector('button');
    if (!text || !button) throw new Error('markup missing');
    askFromMarkup(text);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_MESSAGE_KEY)).toBeNull();
    askFromMarkup(button);
    expect(assign).toHaveBeenCalledWith(`/chat/${DEFAULT_AGENT_SLUG}`);
    assign.mockRestore();
  });
});
