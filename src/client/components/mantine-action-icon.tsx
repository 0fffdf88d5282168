/** Mantine's ActionIcon as its own chunk: a LightActionIcon that can show a spinner loads it on demand. */
import { ActionIcon } from '@mantine/core';

export default ActionIcon;
