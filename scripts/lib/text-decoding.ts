/**
 * Turning the bytes of a file exported by another system into text: UTF-8
 * (with or without a byte order mark) or Windows-1252, which older
 * management systems and Excel's plain "CSV" still write. Valid UTF-8 is
 * read as UTF-8; anything else as Windows-1252. A file that is empty, or
 * looks binary (a NUL byte, or mostly control bytes), is refused with a
 * sentence saying so.
 */

export type Encoding = 'UTF-8' | 'UTF-8 with BOM' | 'Windows-1252';

export type DecodeResult =
  | { ok: true; text: string; encoding: Encoding }
  | { ok: false; message: string };

/**
 * Windows-1252's characters for the bytes 0x80 to 0x9f, where it differs
 * from Latin-1. Node 20's TextDecoder reads this range as Latin-1 control
 * characters, so the table is spelt out. The five bytes the code page leaves
 * undefined map to the control character of the same number, as the WHATWG
 * encoding standard does.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** More control bytes than this share of the file (tab and line ends aside) means binary. */
const CONTROL_SHARE = 0.1;

function isControlByte(byte: number): boolean {
  return (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f;
}

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text +=
      byte >= 0x80 && byte <= 0x9f
        ? (CP1252_HIGH[byte - 0x80] as string)
        : String.fromCharCode(byte);
  }
  return text;
}

export function decodeText(bytes: Uint8Array): DecodeResult {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  if (body.every((byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d)) {
    return { ok: false, message: 'is empty' };
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return {
      ok: false,
      message: 'is UTF-16 text, which is not accepted; save it as CSV (UTF-8) and try again',
    };
  }
  const nul = body.indexOf(0);
  if (nul !== -1) {
    return {
      ok: false,
      message: `is not a text file (a NUL byte at byte ${nul + 1}); export the units as CSV`,
    };
  }
  let controls = 0;
  for (const byte of body) if (isControlByte(byte)) controls++;
  if (controls > body.length * CONTROL_SHARE) {
    return {
      ok: false,
      message: `is not a text file (${controls} of its ${body.length} bytes are control codes); export the units as CSV`,
    };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    return { ok: true, text, encoding: bom ? 'UTF-8 with BOM' : 'UTF-8' };
  } catch {
    return { ok: true, text: decodeWindows1252(body), encoding: 'Windows-1252' };
  }
}
