import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where pdfjs-dist keeps the metrics of the standard fonts (Helvetica, ...) in Node. */
const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** The bytes of a base64 string, e.g. a `Download`'s data. */
export function fromBase64(data: string): Uint8Array {
  return Uint8Array.from(Buffer.from(data, 'base64'));
}

/**
 * The text of a PDF read back with pdfjs-dist (as a PDF viewer would), one string per page with
 * the page's text lines joined by newlines. Node only (tests).
 */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
