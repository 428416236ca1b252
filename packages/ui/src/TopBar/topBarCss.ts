import { narrowScreenQuery } from '../tokens/tokens.ts';

/**
 * The top bar's box as CSS declarations: the bar (TopBar.tsx) is drawn with them, and the app
 * writes them into its index.html's static frame at build time, so that the first paint has the
 * bar the page will have. Plain text, free of styled-components, for that build step.
 */
export const TOP_BAR_CSS = `
  display: grid;
  /* The side areas never push the centre aside: what does not fit there is cut. */
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: var(--pidz-space-md);
  min-height: 3.5rem;
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  background: var(--pidz-color-white);
  border-bottom: 1px solid var(--pidz-color-grey-200);

  /* On a phone the centre leaves its symmetry: the left area takes only what it holds (the menu
     button), so that the right one's name is cut only where the bar truly has no room. */
  @media ${narrowScreenQuery} {
    grid-template-columns: auto minmax(max-content, 1fr) minmax(0, max-content);
  }
`;
