/** Mantine's Button as its own chunk: a LightButton that can show a spinner loads it on demand. */
import { Button } from '@mantine/core';

export default Button;
