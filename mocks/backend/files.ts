import type { Download } from '@pidz/contracts';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { SIGNATURE_LENGTH, checkUpload, fileExtension } from '@pidz/contracts/fileTypes';
import { contractError } from './errors.ts';

/** The extensions the server accepts for uploads (error 609 otherwise). */
const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'heic'];

/** A 1x1 transparent PNG, the stand-in for every uploaded image. */
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The first bytes of base64 content (enough for the signatures), and the content's size. */
function headOf(data: string): { head: Uint8Array; size: number } {
  const size =
    Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  const start = atob(data.slice(0, Math.ceil(SIGNATURE_LENGTH / 3) * 4));
  return { head: Uint8Array.from(start, (char) => char.charCodeAt(0)), size };
}

/**
 * The base name to store an upload under; fails with 609 unless its extension is pdf, jpg, jpeg,
 * png or heic and its content is of that type (not empty, its signature), as the portal checks.
 */
export function allowedUploadName(fileName: string, data: string): string {
  const { head, size } = headOf(data);
  const check = checkUpload(fileName, size, head, UPLOAD_EXTENSIONS);
  if ('refusal' in check) throw contractError('InvalidFileType');
  return check.name;
}

function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** A small valid one-page PDF showing the given lines (Latin-1 text). */
export function pdfDownload(fileName: string, lines: string[]): Download {
  const escape = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = [
    'BT /F1 12 Tf 56 780 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { file_name: fileName, content_type: 'application/pdf', data: base64(pdf) };
}

/** A titled block of a generated PDF; each entry is a paragraph (first line bold). */
export interface PdfSection {
  heading: string;
  /** The entries, each a list of lines; the first line is set in bold. */
  entries: string[][];
  /** Shown in italics when there are no entries. */
  emptyText?: string;
}

/** What a generated PDF shows: a title, lines under it, and sections. */
export interface PdfContent {
  title: string;
  subtitle: string[];
  sections: PdfSection[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

/**
 * Keeps only what the standard Helvetica font can encode (WinAnsi: Dutch letters like ë and ï
 * are fine); other characters lose their accents or become '?'.
 */
function encodable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      for (const candidate of [char, char.normalize('NFD').replace(/\p{M}/gu, '')]) {
        try {
          font.encodeText(candidate);
          return candidate;
        } catch {
          // not encodable: try the next candidate
        }
      }
      return '?';
    })
    .join('');
}

/** Splits a text into lines that fit `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A real PDF document (pdf-lib; A4, Helvetica) with a title, lines under it and sections; long
 * text wraps and the content flows onto further pages. pdf-lib is loaded on first use, so the
 * mock's start-up stays small.
 */
export async function pdfDocumentDownload(
  fileName: string,
  content: PdfContent,
): Promise<Download> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.setTitle(content.title);
  document.setLanguage('nl-NL');
  document.setCreator('PIDZ mock back end');
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    italic: await document.embedFont(StandardFonts.HelveticaOblique),
  };
  const width = A4.width - 2 * MARGIN;
  let page: PDFPage = document.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const write = (text: string, font: PDFFont, size: number, gapAfter = 0) => {
    for (const line of wrap(font, encodable(font, text), size, width)) {
      if (y - size * 1.3 < MARGIN) {
        page = document.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      y -= size * 1.3;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    y -= gapAfter;
  };

  write(content.title, fonts.bold, 20, 4);
  content.subtitle.forEach((line) => write(line, fonts.regular, 11));
  for (const section of content.sections) {
    y -= 14;
    write(section.heading, fonts.bold, 14, 4);
    if (section.entries.length === 0 && section.emptyText) {
      write(section.emptyText, fonts.italic, 10);
    }
    for (const [first = '', ...rest] of section.entries) {
      write(first, fonts.bold, 10);
      rest.forEach((line) => write(line, fonts.regular, 10));
      y -= 6;
    }
  }
  return {
    file_name: fileName,
    content_type: 'application/pdf',
    data: await document.saveAsBase64(),
  };
}

/**
 * What downloading an uploaded file gives (uploads are not kept): a PDF naming the file, or a
 * stand-in PNG for an image.
 */
export function storedFileDownload(fileName: string): Download {
  if (fileExtension(fileName) === 'pdf') return pdfDownload(fileName, [fileName]);
  return { file_name: fileName, content_type: 'image/png', data: PIXEL_PNG };
}
