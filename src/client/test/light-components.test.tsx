/**
 * The public pages' LightButton and LightActionIcon, and the simulator's LightSwitch
 * (components/light-*.tsx), must render exactly Mantine's markup — the pages look the same and the
 * app's Button still matches — for the props the site uses. Runs under happy-dom: `cd src/client && bun test`.
 */
import { describe, expect, test } from 'bun:test';
import { ActionIcon, Button, MantineProvider, Switch } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../app/theme';
import { ACTION_ICON_CLASSES, LightActionIcon } from '../components/light-action-icon';
import { BUTTON_CLASSES, LightButton } from '../components/light-button';
import { Icon } from '../components/icon';
import { INLINE_INPUT_CLASSES, LightSwitch, SWITCH_CLASSES } from '../components/light-switch';
import { StopButton } from '../features/chat/components/stop-button';

const html = (element: ReactElement) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>
      {element}
    </MantineProvider>,
  );

describe('LightButton', () => {
  test("Mantine's class names", () => {
    expect(BUTTON_CLASSES).toEqual(Button.classes as typeof BUTTON_CLASSES);
  });

  const cases: [string, Record<string, unknown>][] = [
    ['plain', {}],
    ['link, size md', { component: 'a', href: '/price', size: 'md' }],
    ['default variant', { variant: 'default', size: 'md' }],
    ['light, fit content', { component: 'a', href: '/chat/x', variant: 'light', w: 'fit-content' }],
    ['subtle gray, right section', { component: 'a', href: '#f', variant: 'subtle', color: 'gray', rightSection: <svg /> }],
    ['compact, padding', { size: 'compact-md', px: 'md' }],
    ['disabled', { size: 'md', disabled: true }],
    ['left section, full width', { leftSection: <i />, fullWidth: true, radius: 'md' }],
  ];
  for (const [name, props] of cases) {
    test(`same markup as Mantine's Button: ${name}`, () => {
      expect(html(<LightButton {...props}>Go</LightButton>)).toBe(html(<Button {...props}>Go</Button>));
    });
  }

  test('a button that may show a spinner is the same button until Mantine’s arrives', () => {
    // Server render: the lazy Button is not loaded, the stand-in renders (Suspense fallback).
    const light = html(<LightButton size="compact-md" variant="default" loading={false}>Log out</LightButton>);
    expect(light).toContain('Log out');
    expect(light.replace(/<!--.*?-->/g, '')).toBe(html(<Button size="compact-md" variant="default">Log out</Button>));
  });
});

describe('LightActionIcon', () => {
  test("Mantine's class names", () => {
    expect(ACTION_ICON_CLASSES).toEqual(ActionIcon.classes as typeof ACTION_ICON_CLASSES);
  });

  const cases: [string, Record<string, unknown>][] = [
    ['default', { 'aria-label': 'Menu' }],
    ['submit, size 40, filled', { type: 'submit', size: 40, radius: 'xl', variant: 'filled', 'aria-label': 'Ask' }],
    ['disabled', { variant: 'subtle', disabled: true, 'aria-label': 'Ask' }],
    ['default variant, size lg', { variant: 'default', size: 'lg', 'aria-label': 'Theme' }],
    // The chat's first screen (attach, sidebar, history rows, memory cards).
    ['subtle gray, size 36, round', { size: 36, radius: 'xl', variant: 'subtle', color: 'gray', 'aria-label': 'Add screenshots' }],
    ['subtle gray, size 18, class', { size: 18, variant: 'subtle', color: 'gray', className: 'x', 'aria-label': 'Dismiss' }],
  ];
  for (const [name, props] of cases) {
    test(`same markup as Mantine's ActionIcon: ${name}`, () => {
      expect(html(<LightActionIcon {...props}><svg /></LightActionIcon>)).toBe(html(<ActionIcon {...props}><svg /></ActionIcon>));
    });
  }

  test('the chat’s stop button is the same icon until Mantine’s (with its spinner) arrives', () => {
    // Server render: the lazy ActionIcon is not loaded, the light stand-in renders (Suspense fallback).
    const light = html(<StopButton onStop={() => undefined} stopping={false} />);
    expect(light).toContain('data-testid="chat-stop"');
    const mantine = html(
      <ActionIcon size={40} radius="xl" variant="filled" color="dark" aria-label="Stop" data-testid="chat-stop" disabled={false}>
        <Icon name="stop" size={16} fill="currentColor" />
      </ActionIcon>,
    );
    expect(light.replace(/<!--.*?-->/g, '')).toBe(mantine);
  });
});

describe('LightSwitch', () => {
  test("Mantine's class names", () => {
    expect({ ...SWITCH_CLASSES, ...INLINE_INPUT_CLASSES }).toEqual(Switch.classes as never);
  });

  const noop = () => undefined;
  const cases: [string, Record<string, unknown>][] = [
    ['off, size sm, test id', { size: 'sm', checked: false, 'data-testid': 'simulator-toggle' }],
    ['on', { size: 'sm', checked: true }],
    ['disabled', { checked: false, disabled: true }],
    ['coloured, round', { checked: true, color: 'grape', radius: 'xl', size: 'md' }],
  ];
  for (const [name, props] of cases) {
    test(`same markup as Mantine's Switch: ${name}`, () => {
      // Each render has its own ids: compared without them.
      const noIds = (markup: string) => markup.replace(/ (id|for)="[^"]*"/g, ' $1=""');
      const checked = props.checked as boolean;
      expect(noIds(html(<LightSwitch label="Simulator" onChange={noop} {...props} checked={checked} />))).toBe(
        noIds(html(<Switch label="Simulator" onChange={noop} {...props} />)),
      );
    });
  }
});
