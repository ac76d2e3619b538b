/**
 * Reading and writing CSV as spreadsheets and management systems write it
 * (RFC 4180): fields in double quotes may hold the delimiter, line breaks
 * and doubled quotes; lines end in CRLF, LF or CR. Reading is csv-parse's;
 * the delimiter is a comma, or the semicolon or tab that European Excel and
 * some systems use, chosen by the header line. A row is numbered by the line
 * it starts on, the header being row 1: the number a spreadsheet shows
 * beside it (unless a cell above holds a line break).
 */
import { CsvError, parse } from 'csv-parse/sync';

export type CsvRow = { row: number; cells: string[] };

export type CsvResult =
  | { ok: true; header: string[]; rows: CsvRow[] }
  | { ok: false; message: string };

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter used most often in the header line, outside quotes; a comma when none is. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(char))
      counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

/** CRLF, LF and CR each end one line, in a cell as between rows. */
const lineBreaks = (cell: string) => cell.match(/\r\n|\r|\n/g)?.length ?? 0;

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/** Thrown from inside the parser to stop it at the first row past the limit. */
class TooManyRows extends Error {}

/** What a reader of the file is told when csv-parse cannot read a row. */
function problemOf(error: CsvError, row: number): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return `row ${row}: a quoted field is never closed (a " is missing)`;
  return `row ${row}: cannot be read as CSV (${error.message})`;
}

/**
 * Parses the text into a header and data rows, skipping blank lines. More
 * than `maxRows` data rows is refused as soon as the next one is reached,
 * so a huge file is not read to the end.
 */
export function parseCsv(text: string, maxRows: number): CsvResult {
  const records: CsvRow[] = [];
  // The line the next record starts on: one after the last, plus the line breaks in its cells.
  let next = 1;
  try {
    parse(text, {
      delimiter: detectDelimiter(text),
      // Any of the three line ends, as files pass between systems and get mixed.
      record_delimiter: ['\r\n', '\n', '\r'],
      bom: true,
      // Rows of different lengths are the columns' reader's business, as is a stray quote mid-cell.
      relax_column_count: true,
      relax_quotes: true,
      on_record: (cells: string[]) => {
        const row = next;
        next = row + 1 + cells.reduce((breaks, cell) => breaks + lineBreaks(cell), 0);
        if (isBlank(cells)) return null;
        if (records.length > maxRows) throw new TooManyRows();
        records.push({ row, cells });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof TooManyRows)
      return {
        ok: false,
        message: `has more than ${maxRows.toLocaleString('en-GB')} rows; that is not a unit list for one facility`,
      };
    if (error instanceof CsvError) return { ok: false, message: problemOf(error, next) };
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, message: 'is empty' };
  return { ok: true, header: header.cells.map((name) => name.trim()), rows };
}

/** The byte order mark that makes Excel read a CSV file as UTF-8 (accents, £). */
export const BOM = '\uFEFF';

/** A spreadsheet runs a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: neutralised against formula injection (an apostrophe before a
 * cell starting with =, +, -, @, a tab or a carriage return, so a spreadsheet
 * shows it as text), quoted when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * CSV text as RFC 4180 writes it, with a comma between cells and CRLF after
 * every line, each cell through csvCell; with `byteOrderMark`, preceded by
 * one for Excel. Every export the project writes goes through here.
 */
export function formatCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: { byteOrderMark?: boolean } = {},
): string {
  const lines = [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`);
  return `${options.byteOrderMark ? BOM : ''}${lines.join('')}`;
}
