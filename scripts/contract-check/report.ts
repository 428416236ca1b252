/** The check's table (method, HTTP status, time, verdict) and its progress line. */
import type { CheckReport, Progress } from './run.ts';

const MAX_PROBLEMS = 3;

/** The report as a plain-text table, one row per check, and a last line with the totals. */
export function formatTable(report: CheckReport): string {
  const lines = report.rows.map((row) => {
    const verdict =
      row.problems.length === 0
        ? row.answer.startsWith('skipped')
          ? row.answer
          : `ok (${row.answer})`
        : `FAIL (${row.answer}): ${row.problems.slice(0, MAX_PROBLEMS).join('; ')}${row.problems.length > MAX_PROBLEMS ? `; … ${row.problems.length - MAX_PROBLEMS} more` : ''}`;
    const name = row.example ? `${row.call} [${row.example}]` : row.call;
    return [
      name,
      row.status === 0 ? '-' : String(row.status),
      row.status === 0 ? '-' : `${Math.round(row.ms)} ms`,
      verdict,
    ];
  });
  const header = ['call', 'HTTP', 'time', 'verdict'];
  const widths = header.map((title, column) =>
    Math.min(
      72,
      Math.max(title.length, ...lines.slice(0).map((line) => (line[column] ?? '').length)),
    ),
  );
  const pad = (cells: string[]) =>
    cells.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell)).join('  ');
  const checked = report.rows.filter((row) => row.status !== 0).length;
  const summary =
    report.failures === 0
      ? `${checked} checks against ${report.host}: all conform to the contract (${report.ms} ms).`
      : `${checked} checks against ${report.host}: ${report.failures} do not conform to the contract (${report.ms} ms).`;
  return [pad(header), ...lines.map(pad), '', summary].join('\n');
}

/** A progress line that rewrites itself on a terminal, and says nothing elsewhere. */
export function progressLine(stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return () => undefined;
  return (done, total, what) => {
    const line = done === total ? '' : `[${done + 1}/${total}] ${what}`;
    stream.write(`\r\x1b[2K${line.slice(0, (stream.columns || 100) - 1)}`);
  };
}
