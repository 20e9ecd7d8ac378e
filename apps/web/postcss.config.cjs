module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '30em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '64.0625em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '81.25em',
      },
    },
  },
};
