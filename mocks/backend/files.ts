import type { Download } from '@pidz/contracts';
import { contractError } from './errors.ts';

/** The extensions the server accepts for uploads (error 609 otherwise). */
const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'heic'];

/** A 1x1 transparent PNG, the stand-in for every uploaded image. */
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function extensionOf(fileName: string): string {
  return fileName.split('.').pop()?.toLowerCase() ?? '';
}

/** Fails with 609 unless the file is a pdf, jpg, jpeg, png or heic. */
export function assertUploadAllowed(fileName: string): void {
  if (!UPLOAD_EXTENSIONS.includes(extensionOf(fileName))) throw contractError('InvalidFileType');
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

/**
 * What downloading an uploaded file gives (uploads are not kept): a PDF naming the file, or a
 * stand-in PNG for an image.
 */
export function storedFileDownload(fileName: string): Download {
  if (extensionOf(fileName) === 'pdf') return pdfDownload(fileName, [fileName]);
  return { file_name: fileName, content_type: 'image/png', data: PIXEL_PNG };
}
