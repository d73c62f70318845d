import { titleColor } from '#domain/rules/genre-colors';

/** What an offline poster, backdrop or logo shows. */
export interface ArtworkSubject {
  /** Seeds the ornament, so each title looks a little different. */
  id: number;
  title: string;
  year: number | null;
  genres: readonly string[];
  /** e.g. "Season 2", on a season's poster. */
  label?: string;
}

const FONT =
  "Inter, 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** Average advance of a bold sans-serif glyph, as a share of the font size (fonts differ: kept on the wide side). */
const CHAR_WIDTH = 0.62;
/** Lines estimated this close to the edge are fitted to it with textLength, so no font can push them over. */
const SNUG = 0.8;

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** `hex` moved `amount` (0..1) of the way towards `target`. */
function mix(hex: string, target: string, amount: number): string {
  const from = rgbOf(hex);
  const to = rgbOf(target);
  const channel = (index: 0 | 1 | 2) => Math.round(from[index] + (to[index] - from[index]) * amount);
  return `#${[channel(0), channel(1), channel(2)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Deterministic 0..1 values from an id. */
function seeded(id: number, index: number): number {
  const x = Math.sin(id * 12.9898 + index * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

function splitLongWord(word: string, maxChars: number): string[] {
  const parts: string[] = [];
  for (let start = 0; start < word.length; start += maxChars) parts.push(word.slice(start, start + maxChars));
  return parts;
}

function wrap(text: string, maxChars: number): string[] {
  const words = text
    .split(/\s+/)
    .filter((word) => word !== '')
    .flatMap((word) => splitLongWord(word, maxChars));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest font size (from `sizes`) at which the text fits `width` in `maxLines` with whole words; else the smallest, cut short. */
function fitText(text: string, width: number, maxLines: number, sizes: readonly number[]) {
  let fitted = { size: 0, lines: [] as string[], maxChars: 1 };
  for (const size of sizes) {
    const maxChars = Math.max(1, Math.floor(width / (size * CHAR_WIDTH)));
    fitted = { size, lines: wrap(text, maxChars), maxChars };
    // A smaller size is better than a word broken in two; only the smallest size may break one.
    const breaksAWord = text.split(/\s+/).some((word) => word.length > maxChars);
    if (fitted.lines.length <= maxLines && !breaksAWord) return fitted;
  }
  const kept = fitted.lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, fitted.maxChars - 1).trimEnd()}…`;
  return { ...fitted, lines: kept };
}

function textLines(
  lines: readonly string[],
  x: number,
  firstBaseline: number,
  size: number,
  maxWidth: number,
  anchor = 'start',
) {
  return lines
    .map((line, index) => {
      const estimate = line.length * size * CHAR_WIDTH;
      const fit =
        estimate >= SNUG * maxWidth
          ? ` textLength="${Math.round(Math.min(estimate, maxWidth))}" lengthAdjust="spacingAndGlyphs"`
          : '';
      const y = Math.round(firstBaseline + index * size * 1.12);
      return `<text x="${x}" y="${y}" text-anchor="${anchor}"${fit}>${escapeXml(line)}</text>`;
    })
    .join('');
}

/** "1994 · DRAMA · CRIME", with fewer genres when that would not fit `width` at `size` (capitals, spaced out). */
function caption(subject: ArtworkSubject, width: number, size: number, letterSpacing: number): string {
  const maxChars = Math.floor(width / (size * 0.72 + letterSpacing));
  const year = subject.year === null ? [] : [String(subject.year)];
  for (let count = 2; count > 0; count -= 1) {
    const text = [...year, ...subject.genres.slice(0, count)].join(' · ').toUpperCase();
    if (text.length <= maxChars) return text;
  }
  return year.join('');
}

/** Gradient ground, a soft light from above, a few faint rings, and a dark foot for the type. */
function ground(subject: ArtworkSubject, width: number, height: number): string {
  const base = titleColor(subject.genres);
  const light = mix(base, '#ffffff', 0.18);
  const dark = mix(base, '#000000', 0.62);
  const rings = [0, 1, 2]
    .map((index) => {
      const cx = Math.round(width * (0.25 + 0.6 * seeded(subject.id, index)));
      const cy = Math.round(height * (0.12 + 0.45 * seeded(subject.id, index + 3)));
      const r = Math.round(Math.min(width, height) * (0.18 + 0.35 * seeded(subject.id, index + 6)));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="${Math.round(r / 9)}"/>`;
    })
    .join('');
  return `<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="l" cx="0.3" cy="0" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.6"/></linearGradient>
<clipPath id="c"><rect width="${width}" height="${height}"/></clipPath>
</defs>
<g clip-path="url(#c)">
<rect width="${width}" height="${height}" fill="url(#g)"/>
<rect width="${width}" height="${height}" fill="url(#l)"/>
${rings}
<rect width="${width}" height="${height}" fill="url(#f)"/>
</g>`;
}

function svg(width: number, height: number, title: string, body: string, extra = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${extra} role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

/** A 2:3 poster: the title large at the foot, the year and genres above it. */
export function drawPoster(subject: ArtworkSubject): string {
  const width = 400;
  const height = 600;
  const margin = 32;
  const { size, lines } = fitText(subject.title, width - 2 * margin, 4, [54, 48, 42, 36, 32, 28]);
  const titleTop = height - margin - (lines.length - 1) * size * 1.12;
  const label = subject.label
    ? `<g font-family="${FONT}" font-weight="700" font-size="20" letter-spacing="2"><rect x="${margin}" y="${margin}" width="${Math.round(subject.label.length * (20 * 0.78 + 2) + 28)}" height="36" rx="18" fill="#000000" fill-opacity="0.35"/><text x="${margin + 14}" y="${margin + 25}" fill="#ffffff">${escapeXml(subject.label.toUpperCase())}</text></g>`
    : '';
  const body = `${ground(subject, width, height)}${label}
<g font-family="${FONT}" fill="#ffffff">
<g font-size="17" font-weight="600" letter-spacing="1.5" fill-opacity="0.85">${textLines([caption(subject, width - 2 * margin, 17, 1.5)], margin, titleTop - size - 6, 17, width - 2 * margin)}</g>
<g font-size="${size}" font-weight="800" letter-spacing="-0.5">${textLines(lines, margin, titleTop, size, width - 2 * margin)}</g>
</g>`;
  return svg(width, height, subject.label ? `${subject.title}, ${subject.label}` : subject.title, body);
}

/** A 16:9 backdrop: the same ground, wider and without type, since the page lays the title over it. */
export function drawBackdrop(subject: ArtworkSubject): string {
  return svg(1280, 720, subject.title, ground(subject, 1280, 720));
}

/** A logo: the title as wide white type, left-aligned on a transparent ground, outlined to read on any backdrop. */
export function drawLogo(subject: ArtworkSubject): string {
  const width = 800;
  const height = 240;
  const { size, lines } = fitText(subject.title, width - 40, 2, [96, 84, 72, 64, 56, 48]);
  const blockHeight = (lines.length - 1) * size * 1.12;
  const firstBaseline = height / 2 - blockHeight / 2 + size * 0.35;
  const body = `<g font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="-1" fill="#ffffff" stroke="#000000" stroke-opacity="0.35" stroke-width="${Math.max(2, Math.round(size / 24))}" paint-order="stroke" stroke-linejoin="round">${textLines(lines, 20, firstBaseline, size, width - 40)}</g>`;
  return svg(width, height, subject.title, body);
}

/** The calm stand-in for a missing image: a quiet ground and a film-frame mark, filling any box. */
export function drawPlaceholder(): string {
  const body = `<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f3f46"/><stop offset="1" stop-color="#27272a"/></linearGradient></defs>
<rect width="400" height="600" fill="url(#p)"/>
<g fill="none" stroke="#a1a1aa" stroke-opacity="0.55" stroke-width="8" stroke-linejoin="round">
<rect x="140" y="245" width="120" height="110" rx="14"/>
<path d="M140 275h120M140 325h120M170 245v30M230 245v30M170 325v30M230 325v30"/>
</g>`;
  return svg(400, 600, 'No image', body, ' preserveAspectRatio="xMidYMid slice"');
}
