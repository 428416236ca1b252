/** Content taller than this (px) is collapsed to this height behind a 'Toon alles' button. */
export const CONTENT_SECTION_COLLAPSED_HEIGHT = 720;

/** Whether content of this height (px) gets collapsed. */
export function isCollapsible(contentHeight: number): boolean {
  return contentHeight > CONTENT_SECTION_COLLAPSED_HEIGHT;
}
