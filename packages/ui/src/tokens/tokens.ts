/**
 * Design tokens. They reach components as CSS custom properties (see GlobalStyle); components
 * refer to them as `var(--pidz-…)` so that no style needs a runtime interpolation.
 */
export const colors = {
  blue: '#0b5cab',
  blueDark: '#08427b',
  blueLight: '#e7f0fa',
  black: '#1a1a1a',
  white: '#ffffff',
  grey100: '#f5f6f8',
  grey200: '#e4e7eb',
  grey400: '#9aa3ad',
  grey600: '#5b6570',
  red: '#c0262d',
  redLight: '#fdecec',
  orange: '#a85100',
  orangeLight: '#fff3e5',
  green: '#1e7a3c',
  greenLight: '#e8f5ec',
  info: '#0b5cab',
  infoLight: '#e7f0fa',
  purple: '#6b3fa0',
  purpleLight: '#f1eaf9',
  focus: '#1b74e4',
} as const;

/** Heading sizes from the spec (section 9). `default` is used when no size is given. */
export const headingSizes = {
  xsm: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '2rem',
  default: '1.5rem',
} as const;

/** Icon sizes from the spec: boxed 24/30/56 px, unboxed 16/24/30 px. */
export const iconSizes = {
  boxed: { small: 24, medium: 30, large: 56 },
  unboxed: { small: 16, medium: 24, large: 30 },
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', round: '999px' } as const;

export const fonts = {
  body: "'Segoe UI', system-ui, -apple-system, sans-serif",
} as const;

/** Widths that change layout: the side menu stays open from 1200 px. */
export const breakpoints = { sideMenuOpen: 1200 } as const;

/**
 * A phone-sized screen (under 40rem): drawers become bottom sheets, the month grid shows markers.
 * For `@media ${narrowScreenQuery}` in styles and `matchMedia` in code.
 */
export const narrowScreenQuery = '(max-width: 40rem)';
