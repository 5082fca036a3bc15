/** The number formats and the Markdown table every benchmark report uses. */

export const ms = (value: number, digits = 0) => `${value.toFixed(digits)} ms`;

/** A whole number with thousands separators: `12,345`. */
export const count = (value: number) => Math.round(value).toLocaleString('en');

/** The run's date, `YYYY-MM-DD` (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
