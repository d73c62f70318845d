const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Windows-1252's bytes 0x80–0x9F (the rest is Latin-1, byte = code point). Spelled out because Node 20's
 * TextDecoder reads 'windows-1252' as Latin-1, which would turn '€' into a control character; the five bytes
 * Windows-1252 leaves undefined keep their Latin-1 code point, as browsers do.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] ?? byte) : byte,
    );
    chunks.push(String.fromCharCode(...codes));
  }
  return chunks.join('');
}

/**
 * An uploaded file's text. Exports are UTF-8 (with or without a byte-order mark), but older IMDb exports and files
 * saved by spreadsheets on Windows are Windows-1252: bytes that are not valid UTF-8 are read as Windows-1252 (which
 * gives every byte a character), so 'Das wei\xdfe Band' reads 'Das weiße Band' rather than 'Das wei�e Band'.
 */
export function decodeUploadedText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
