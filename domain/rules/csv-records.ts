import Papa from 'papaparse';

export const CSV_BOM = '\uFEFF';

export interface CsvRecord {
  /** The record's cells by column name (the header's, trimmed). */
  cells: Partial<Record<string, string>>;
  /** The file's line the record starts on (a quoted cell may span lines). */
  line: number;
  /** What made the line unreadable (an unclosed quote, say), or null. */
  error: string | null;
}

export interface CsvTable {
  header: string[];
  headerLine: number;
  records: CsvRecord[];
}

/**
 * Reads a CSV file (RFC 4180, UTF-8, with or without a byte-order mark) into records named by its header, each with
 * the line it starts on. Blank lines are skipped; null when the file has no header at all.
 */
export function readCsvTable(
  text: string,
  transformCell: (cell: string) => string = (cell) => cell,
): CsvTable | null {
  const content = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: { cells: string[]; line: number; error: string | null }[] = [];
  let counted = 0;
  let line = 1;
  Papa.parse<string[]>(content, {
    delimiter: ',',
    step(result) {
      rows.push({ cells: result.data.map(transformCell), line, error: result.errors[0]?.message ?? null });
      // The next record starts after the newlines up to the end of this one.
      for (let at = counted; at < result.meta.cursor; at += 1) if (content.charCodeAt(at) === 10) line += 1;
      counted = result.meta.cursor;
    },
  });
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const [head, ...body] = filled;
  if (!head) return null;
  const header = head.cells.map((cell) => cell.trim());
  return {
    header,
    headerLine: head.line,
    records: body.map(({ cells, line: start, error }) => ({
      cells: Object.fromEntries(header.map((column, index) => [column, cells[index]])),
      line: start,
      error,
    })),
  };
}
