import { expect, test } from 'bun:test';
import { mantineCssPerComponent } from './mantine-css';

const stylesFor = (code: string): string[] => {
  const plugin = mantineCssPerComponent();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const out = transform(code, '/app/src/client/page.tsx');
  return out ? [...out.code.matchAll(/styles\/(\w+)\.layer\.css/g)].map((m) => m[1]!) : [];
};

test('a component gets its own stylesheet and those of the parts it is built on, dependencies first', () => {
  const radio = stylesFor("import { Radio } from '@mantine/core';\nexport const x = Radio;");
  // Radio lays out its label with InlineInput, which lives in utils/, not components/.
  expect(radio).toContain('InlineInput');
  expect(radio).toContain('Radio');
  expect(radio.indexOf('InlineInput')).toBeLessThan(radio.indexOf('Radio'));
  expect(stylesFor("import { Switch } from '@mantine/core';")).toContain('InlineInput');
});

test('a component without such parts brings only what it uses; type-only imports bring nothing', () => {
  expect(stylesFor("import { Badge } from '@mantine/core';")).toEqual(['Badge']);
  expect(stylesFor("import type { MantineTheme } from '@mantine/core';")).toEqual([]);
});
