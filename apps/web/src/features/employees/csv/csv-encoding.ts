/** The encodings a CSV file is read in: UTF-8 (with or without a byte order mark), or Excel's Windows-1252. */
export type CsvEncoding = 'utf-8' | 'windows-1252';

/**
 * What bytes 0x80 to 0x9F stand for in Windows-1252 (the WHATWG index; the other bytes are their own
 * code points). Written out because Node's TextDecoder('windows-1252') reads these as Latin-1
 * controls, and the file must read the same in every browser and in the tests.
 */
const windows1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) => (byte >= 0x80 && byte <= 0x9f ? windows1252High[byte - 0x80]! : byte));
    text += String.fromCharCode(...codes);
  }
  return text;
}

/**
 * The text of a CSV file, told from its bytes: valid UTF-8 is UTF-8 (its byte order mark dropped);
 * anything else is what Excel's "CSV (delimited by commas)" writes on Windows, Windows-1252.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}
