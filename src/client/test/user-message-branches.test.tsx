/**
 * The version pager of an edited message switches the chat's branch (issue 26), rendered under
 * happy-dom: `cd src/client && bun test`. The root `bun test` has no DOM and skips it.
 */
import { describe, expect, test } from 'bun:test';

const hasDom = typeof document !== 'undefined';
// Testing Library registers its hooks when imported, so it is imported here, at the top level.
const rtl = hasDom ? await import('@testing-library/react') : null;

describe.skipIf(!hasDom)('user message branches (happy-dom)', () => {
  test("an edited message's pager shows which version is on screen and asks for the other branches by id", async () => {
    const { render, screen, fireEvent, cleanup } = rtl!;
    const { UserMessage } = await import('../features/chat/components/user-message');
    const { ChatHarness, recordingActions, testMessage } = await import('./setup/chat-harness');
    const older = testMessage(2).id;
    const newer = testMessage(4).id;
    const message = testMessage(6, { branch: { ids: [older, testMessage(6).id, newer], index: 1 } });
    const { actions, calls } = recordingActions();
    render(
      <ChatHarness actions={actions}>
        <UserMessage message={message} editable />
      </ChatHarness>,
    );
    expect(screen.getByTestId('version-label').textContent).toBe('2/3');
    fireEvent.click(screen.getByTestId('version-prev'));
    fireEvent.click(screen.getByTestId('version-next'));
    expect(calls).toEqual([
      ['selectBranch', older],
      ['selectBranch', newer],
    ]);
    cleanup();
  });

  test('a message never edited has no pager', async () => {
    const { render, screen, cleanup } = rtl!;
    const { UserMessage } = await import('../features/chat/components/user-message');
    const { ChatHarness, recordingActions, testMessage } = await import('./setup/chat-harness');
    render(
      <ChatHarness actions={recordingActions().actions}>
        <UserMessage message={testMessage(2)} editable />
      </ChatHarness>,
    );
    expect(screen.queryByTestId('version-pager')).toBeNull();
    cleanup();
  });
});
