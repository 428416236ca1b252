/*
 * The brand font that the tokens name ('Source Sans 3', @pidz/ui `fonts.body`), shipped with the
 * app: the Latin subset of the three weights the portal uses (400 text, 600 labels and buttons,
 * 700 headings), `font-display: swap` (text shows at once in the fallback font). index.html
 * preloads the files (vite.config.ts, `preloadBrandFont`).
 */
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
