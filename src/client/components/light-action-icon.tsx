/**
 * Mantine's ActionIcon without its loading state: the same markup, classes, CSS variables and theme
 * props (`useProps('ActionIcon')`), without the Loader and Transition that Mantine's ActionIcon
 * always imports. For the public pages' header (colour-scheme toggle, menu), which never show a
 * spinner. `light-button.test.tsx` checks the markup equals Mantine's.
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

type LightActionIconProps<C extends React.ElementType> = PolymorphicComponentProps<C, Omit<ActionIconProps, 'loading' | 'loaderProps'>>;

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

export function LightActionIcon<C extends React.ElementType = 'button'>(props: LightActionIconProps<C>) {
  return <PlainActionIcon {...(props as LightActionIconProps<'button'>)} />;
}
