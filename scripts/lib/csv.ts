/**
 * Reading and writing CSV as spreadsheets and management systems write it
 * (RFC 4180): fields in double quotes may hold the delimiter, line breaks
 * and doubled quotes; lines end in CRLF or LF. The delimiter is a comma, or
 * the semicolon or tab that European Excel and some systems use, chosen by
 * the header line. A row is numbered by the line it starts on, the header
 * being row 1: the number a spreadsheet shows beside it (unless a cell above
 * holds a line break).
 */

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

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Parses the text into a header and data rows, skipping blank lines. More
 * than `maxRows` data rows is refused as soon as the next one is reached,
 * so a huge file is not read to the end.
 */
export function parseCsv(text: string, maxRows: number): CsvResult {
  const delimiter = detectDelimiter(text);
  const records: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteStart = 0;
  let row = 1;
  let rowStart = 1;
  let dataRows = 0;
  const endRecord = (): CsvResult | null => {
    cells.push(cell);
    if (!isBlank(cells)) {
      if (records.length > 0 && ++dataRows > maxRows) {
        return {
          ok: false,
          message: `has more than ${maxRows.toLocaleString('en-GB')} rows; that is not a unit list for one facility`,
        };
      }
      records.push({ row: rowStart, cells });
    }
    cells = [];
    cell = '';
    return null;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') row++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      quoteStart = row;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      const refused = endRecord();
      if (refused) return refused;
      row++;
      rowStart = row;
    } else {
      cell += char;
    }
  }
  if (quoted) {
    return {
      ok: false,
      message: `row ${quoteStart}: a quoted field is never closed (a " is missing)`,
    };
  }
  if (cell !== '' || cells.length > 0) {
    const refused = endRecord();
    if (refused) return refused;
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
