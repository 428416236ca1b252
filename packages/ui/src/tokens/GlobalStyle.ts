import { createGlobalStyle } from 'styled-components';
import { globalCss } from './globalCss';

/** Declares the tokens as CSS custom properties and sets the base typography. Render once at the root. */
export const GlobalStyle = createGlobalStyle`${globalCss}`;
