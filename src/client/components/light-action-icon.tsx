/**
 * Mantine's ActionIcon without its loading state: the same markup, classes, CSS variables and theme
 * props (`useProps('ActionIcon')`), without the Loader and Transition that Mantine's ActionIcon
 * always imports. One that may show a spinner (`loading` given, true or false: the chat's stop
 * button) renders Mantine's ActionIcon itself, loaded on demand, as LightButton does.
 * `light-button.test.tsx` checks the markup equals Mantine's.
 */
import '@mantine/core/styles/ActionIcon.layer.css';
import {
  type ActionIconFactory,
  type ActionIconProps,
  Box,
  createVarsResolver,
  getRadius,
  getSize,
  type PolymorphicComponentProps,
  polymorphicFactory,
  UnstyledButton,
  useProps,
  useStyles,
} from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

/** ActionIcon.classes of @mantine/core (pinned version; the test compares them). */
export const ACTION_ICON_CLASSES = {
  root: 'm_8d3f4000',
  icon: 'm_8d3afb97',
  loader: 'm_302b9fb1',
  group: 'm_1a0f1b21',
  groupSection: 'm_437b6484',
};

const varsResolver = createVarsResolver<ActionIconFactory>((theme, { size, radius, variant, gradient, color, autoContrast }) => {
  const colors = theme.variantColorResolver({ color: color || theme.primaryColor, theme, gradient, variant: variant || 'filled', autoContrast });
  const styled = Boolean(color || variant);
  return {
    root: {
      '--ai-size': getSize(size, 'ai-size'),
      '--ai-radius': radius === undefined ? undefined : getRadius(radius),
      '--ai-bg': styled ? colors.background : undefined,
      '--ai-hover': styled ? colors.hover : undefined,
      '--ai-hover-color': styled ? colors.hoverColor : undefined,
      '--ai-color': colors.color,
      '--ai-bd': styled ? colors.border : undefined,
    },
  };
});

type LightActionIconProps<C extends React.ElementType> = PolymorphicComponentProps<C, ActionIconProps>;

const PlainActionIcon = polymorphicFactory<ActionIconFactory>((_props) => {
  const props = useProps('ActionIcon', null, _props);
  const {
    className, unstyled, variant, classNames, styles, style, loading: _loading, loaderProps: _loaderProps, size, color, radius,
    __staticSelector, gradient, vars, children, disabled, 'data-disabled': dataDisabled, autoContrast, mod, attributes, ...others
  } = props;
  const getStyles = useStyles<ActionIconFactory>({
    name: ['ActionIcon', __staticSelector], props, className, style, classes: ACTION_ICON_CLASSES, classNames, styles, unstyled, attributes, vars, varsResolver,
  });
  return (
    <UnstyledButton
      {...getStyles('root', { active: !disabled && !dataDisabled })}
      {...others}
      unstyled={unstyled}
      variant={variant}
      size={size}
      disabled={disabled}
      mod={[{ disabled: disabled || dataDisabled }, mod]}
    >
      <Box component="span" {...getStyles('icon')}>
        {children}
      </Box>
    </UnstyledButton>
  );
});

// Mantine's polymorphic typing does not survive lazy(); the props are the same.
const MantineActionIcon = lazy(() => import('./mantine-action-icon')) as unknown as ComponentType<LightActionIconProps<'button'>>;

export function LightActionIcon<C extends React.ElementType = 'button'>(props: LightActionIconProps<C>) {
  const plain = <PlainActionIcon {...(props as LightActionIconProps<'button'>)} />;
  if (typeof props.loading !== 'boolean') return plain;
  return (
    <Suspense fallback={<PlainActionIcon {...(props as LightActionIconProps<'button'>)} loading={undefined} disabled={props.disabled || props.loading} />}>
      <MantineActionIcon {...(props as LightActionIconProps<'button'>)} />
    </Suspense>
  );
}
