import { createGlobalStyle } from 'styled-components';
import { colors, fonts, headingSizes, iconSizes, radii, space } from './tokens';
import { focusRing } from '../styles/focusRing';

/** `blueLight` -> `blue-light`, `grey600` -> `grey-600`: the names components use in `var(--pidz-…)`. */
const kebab = (name: string) => name.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`);

const declarations = [
  ...Object.entries(colors).map(([k, v]) => `--pidz-color-${kebab(k)}: ${v};`),
  ...Object.entries(headingSizes).map(([k, v]) => `--pidz-heading-${k}: ${v};`),
  ...Object.entries(iconSizes.boxed).map(([k, v]) => `--pidz-icon-boxed-${k}: ${v}px;`),
  ...Object.entries(iconSizes.unboxed).map(([k, v]) => `--pidz-icon-${k}: ${v}px;`),
  ...Object.entries(space).map(([k, v]) => `--pidz-space-${k}: ${v};`),
  ...Object.entries(radii).map(([k, v]) => `--pidz-radius-${k}: ${v};`),
  `--pidz-font-body: ${fonts.body};`,
].join('\n');

/** Declares the tokens as CSS custom properties and sets the base typography. Render once at the root. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${declarations}
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: var(--pidz-font-body);
    color: var(--pidz-color-black);
    background: var(--pidz-color-grey-100);
    line-height: 1.5;
  }
  :focus-visible {
    ${focusRing}
  }
`;
