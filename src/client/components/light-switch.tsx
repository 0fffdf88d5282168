/**
 * Mantine's Switch for a controlled on/off with a label: the same markup, classes, CSS variables
 * and theme props (`useProps('Switch')`), without Switch.Group, its fieldset and the uncontrolled
 * state that Mantine's Switch always imports (~2 KB gzip on a simulator agent's first load).
 * `light-components.test.tsx` checks the markup equals Mantine's.
 */
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import {
  Box,
  createVarsResolver,
  getFontSize,
  getRadius,
  getSize,
  getThemeColor,
  type MantineColor,
  type MantineRadius,
  type MantineSize,
  type SwitchFactory,
  useProps,
  useStyles,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ChangeEvent, ComponentPropsWithoutRef, ReactNode } from 'react';

/** Switch.classes of @mantine/core (pinned version; the test compares them): its own, then InlineInput's. */
export const SWITCH_CLASSES = { root: 'm_5f93f3bb', input: 'm_926b4011', track: 'm_9307d992', thumb: 'm_93039a1d', trackLabel: 'm_8277e082' };
export const INLINE_INPUT_CLASSES = { root: 'm_5f75b09e', body: 'm_5f6e695e', labelWrapper: 'm_d3ea56bb', label: 'm_8ee546b8', description: 'm_328f68c0', error: 'm_8e8a99cc' };

const varsResolver = createVarsResolver<SwitchFactory>((theme, { radius, color, size }) => ({
  root: {
    '--switch-radius': radius === undefined ? undefined : getRadius(radius),
    '--switch-height': getSize(size, 'switch-height'),
    '--switch-width': getSize(size, 'switch-width'),
    '--switch-thumb-size': getSize(size, 'switch-thumb-size'),
    '--switch-label-font-size': getSize(size, 'switch-label-font-size'),
    '--switch-track-label-padding': getSize(size, 'switch-track-label-padding'),
    '--switch-color': color ? getThemeColor(color, theme) : undefined,
  },
}));

type LightSwitchProps = Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'checked' | 'onChange' | 'color'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  size?: MantineSize;
  color?: MantineColor;
  radius?: MantineRadius;
};

/** A controlled switch with its label on the right (Mantine's default). */
export function LightSwitch(_props: LightSwitchProps) {
  const props = useProps('Switch', null, _props as never) as unknown as LightSwitchProps;
  const { label, checked, onChange, size, color: _color, radius: _radius, disabled, id, ...rest } = props;
  const uuid = useId(id);
  const stylesProps = { name: 'Switch', props: props as never } as const;
  const own = useStyles<SwitchFactory>({ ...stylesProps, classes: SWITCH_CLASSES, varsResolver });
  const ownRoot = own('root');
  const inline = useStyles<SwitchFactory>({ ...stylesProps, classes: INLINE_INPUT_CLASSES as never, className: ownRoot.className, style: ownRoot.style });
  return (
    <Box
      {...inline('root')}
      __vars={{ '--label-fz': getFontSize(size), '--label-lh': getSize(size, 'label-lh') }}
      mod={{ 'label-position': 'right' }}
      size={size}
      data-checked={checked}
    >
      <Box component="label" htmlFor={uuid} {...inline('body' as never)}>
        <input {...rest} checked={checked} disabled={disabled} data-checked={checked} onChange={onChange} id={uuid} type="checkbox" role="switch" {...own('input')} />
        <Box aria-hidden="true" component="span" mod={{ 'label-position': 'right', 'without-labels': true }} {...own('track')}>
          <Box component="span" mod={{ 'reduce-motion': true, 'with-thumb-indicator': true }} {...own('thumb')} />
          <span {...own('trackLabel')} />
        </Box>
        <div {...inline('labelWrapper' as never)} data-disabled={disabled || undefined}>
          <Box component="span" {...inline('label' as never)} data-disabled={disabled || undefined}>
            {label}
          </Box>
        </div>
      </Box>
    </Box>
  );
}
