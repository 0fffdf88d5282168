/**
 * Mantine's Button without its loading state: the same markup, classes, CSS variables and theme
 * props (`useProps('Button')`, so `theme.components.Button` applies), but without the Loader,
 * Transition and Button.Group that Mantine's Button always imports (~5 KB gzip on every public
 * page's first load). A button that may show a spinner (`loading` given, true or false) renders
 * Mantine's Button itself, loaded on demand; until it arrives, this one stands in, identical.
 * `light-button.test.tsx` checks the markup equals Mantine's for the props the site uses.
 */
import '@mantine/core/styles/Button.layer.css';
import {
  Box,
  type ButtonProps,
  createVarsResolver,
  getFontSize,
  getRadius,
  getSize,
  type PolymorphicComponentProps,
  polymorphicFactory,
  type ButtonFactory,
  UnstyledButton,
  useProps,
  useStyles,
} from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

/** Button.classes of @mantine/core (pinned version; the test compares them). */
export const BUTTON_CLASSES = {
  root: 'm_77c9d27d',
  inner: 'm_80f1301b',
  label: 'm_811560b9',
  section: 'm_a74036a',
  loader: 'm_a25b86ee',
  group: 'm_80d6d844',
  groupSection: 'm_70be2a01',
};

const varsResolver = createVarsResolver<ButtonFactory>((theme, { radius, color, gradient, variant, size, justify, autoContrast }) => {
  const colors = theme.variantColorResolver({ color: color || theme.primaryColor, theme, gradient, variant: variant || 'filled', autoContrast });
  const styled = Boolean(color || variant);
  return {
    root: {
      '--button-justify': justify,
      '--button-height': getSize(size, 'button-height'),
      '--button-padding-x': getSize(size, 'button-padding-x'),
      '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
      '--button-radius': radius === undefined ? undefined : getRadius(radius),
      '--button-bg': styled ? colors.background : undefined,
      '--button-hover': styled ? colors.hover : undefined,
      '--button-color': colors.color,
      '--button-bd': styled ? colors.border : undefined,
      '--button-hover-color': styled ? colors.hoverColor : undefined,
    },
  };
});

const PlainButton = polymorphicFactory<ButtonFactory>((_props) => {
  const props = useProps('Button', null, _props);
  const {
    style, vars, className, color, disabled, children, leftSection, rightSection, fullWidth, variant, radius,
    loading: _loading, loaderProps: _loaderProps, gradient, classNames, styles, unstyled, 'data-disabled': dataDisabled,
    autoContrast, mod, attributes, ...others
  } = props;
  const getStyles = useStyles<ButtonFactory>({
    name: 'Button', props, classes: BUTTON_CLASSES, className, style, classNames, styles, unstyled, attributes, vars, varsResolver,
  });
  return (
    <UnstyledButton
      {...getStyles('root', { active: !disabled && !dataDisabled })}
      unstyled={unstyled}
      variant={variant}
      disabled={disabled}
      mod={[{ disabled: disabled || dataDisabled, block: fullWidth, 'with-left-section': !!leftSection, 'with-right-section': !!rightSection }, mod]}
      {...others}
    >
      <span {...getStyles('inner')}>
        {leftSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'left' }}>
            {leftSection}
          </Box>
        )}
        <Box component="span" {...getStyles('label')}>
          {children}
        </Box>
        {rightSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'right' }}>
            {rightSection}
          </Box>
        )}
      </span>
    </UnstyledButton>
  );
});

type LightButtonProps<C extends React.ElementType> = PolymorphicComponentProps<C, ButtonProps>;

// Mantine's polymorphic typing does not survive lazy(); the props are the same.
const MantineButton = lazy(() => import('./mantine-button')) as unknown as ComponentType<LightButtonProps<'button'>>;

export function LightButton<C extends React.ElementType = 'button'>(props: LightButtonProps<C>) {
  const plain = <PlainButton {...(props as LightButtonProps<'button'>)} />;
  if (typeof props.loading !== 'boolean') return plain;
  return (
    <Suspense fallback={<PlainButton {...(props as LightButtonProps<'button'>)} loading={undefined} disabled={props.disabled || props.loading} />}>
      <MantineButton {...(props as LightButtonProps<'button'>)} />
    </Suspense>
  );
}
