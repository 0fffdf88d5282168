/** Mantine's Tooltip and floating-ui, in a chunk of their own: src/client/components/lazy-tooltip.tsx loads it. */
export { Tooltip } from '@mantine/core';
