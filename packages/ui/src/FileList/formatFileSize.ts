const kilobyte = 1024;
const megabyte = 1024 * 1024;

const oneDecimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** A file size the Dutch way: '512 B', '12,5 kB', '8 MB' (binary units, as the size limit counts). */
export function formatFileSize(bytes: number): string {
  if (bytes < kilobyte) return `${bytes} B`;
  if (bytes < megabyte) return `${oneDecimal.format(bytes / kilobyte)} kB`;
  return `${oneDecimal.format(bytes / megabyte)} MB`;
}
