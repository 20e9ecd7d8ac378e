import { createTheme, darken, defaultVariantColorsResolver, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Deep teal green around #0F766E (index 7), Rumbo's one accent colour.
const rumbo: MantineColorsTuple = [
  '#e6f7f5',
  '#cdeeea',
  '#9cdcd4',
  '#67c9bd',
  '#3bb8aa',
  '#1f9e91',
  '#138679',
  '#0f766e',
  '#0b5f58',
  '#074843',
];

const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#fde08a',
  '#fcd04f',
  '#fbc12a',
  '#f8b112',
  '#f59e0b',
  '#d48806',
  '#a86b04',
  '#7c4f03',
];

export const theme = createTheme({
  primaryColor: 'rumbo',
  primaryShade: { light: 7, dark: 5 },
  // A filled primary control takes its text colour from the scheme (cssVariablesResolver): white on
  // the dark theme's lighter teal (shade 5) is 3.3:1, below AA; black is 6.3:1.
  variantColorResolver: (input) => {
    const colors = defaultVariantColorsResolver(input);
    const isPrimary = input.color === undefined || input.color === input.theme.primaryColor;
    return input.variant === 'filled' && isPrimary ? { ...colors, color: 'var(--mantine-primary-color-contrast)' } : colors;
  },
  colors: { rumbo, amber },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', system-ui, sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Phones up to 480 px, tablets up to 1025 px, wide layouts from 1200 px (docs/product-rules.md).
  breakpoints: { xs: '30em', sm: '48em', md: '64.0625em', lg: '75em', xl: '81.25em' },
  components: {
    Table: { defaultProps: { stickyHeader: true, striped: false } },
    // The notice text under a title is gray-6 by default: below AA on white.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/**
 * The status colours' light and outline variants (badges, light buttons): Mantine writes shade 9 on
 * shade 1 (teal 4.3:1) and outlines in shade 7 (teal 3.1:1, blue 4.2:1), below AA on white. Here they
 * write shade 9 darkened by a quarter on shade 0 (6.3:1 or more) and outline it darkened by 15 % (5.7:1
 * or more). The accent (rumbo) and gray already pass.
 */
const statusColors = ['teal', 'green', 'blue', 'red', 'orange', 'cyan', 'lime'] as const;

/**
 * Mantine's default dimmed and placeholder greys, and its error red (3.3:1 on white, red.8 3.4:1 on the
 * dark body), fall below WCAG AA; these pass: red.9 is 5.5:1 on white, red.4 6.6:1 on the dark body.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      statusColors.flatMap((color) => [
        [`--mantine-color-${color}-light`, theme.colors[color][0]],
        [`--mantine-color-${color}-light-color`, darken(theme.colors[color][9], 0.25)],
        [`--mantine-color-${color}-outline`, darken(theme.colors[color][9], 0.15)],
      ]),
    ),
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-primary-color-contrast': '#fff',
    '--mantine-color-error': theme.colors.red[9],
  },
  dark: {
    '--mantine-color-dimmed': '#c1c2c5',
    '--mantine-color-placeholder': '#a6a7ab',
    '--mantine-primary-color-contrast': '#000',
    '--mantine-color-error': theme.colors.red[4],
  },
});
