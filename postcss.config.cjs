// Mantine's PostCSS preset (rem(), light-dark(), @mixin hover …) plus the breakpoint variables
// used in CSS modules. Keep these in step with `breakpoints` in src/client/app/theme.ts.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '40em', // 640px: small phones vs. large phones
        'mantine-breakpoint-sm': '48em', // 768px: mobile below, tablet from here
        'mantine-breakpoint-md': '64em', // 1024px: desktop from here
        'mantine-breakpoint-lg': '67.5em', // 1080px: narrow desktop below
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
