import type { Statistics } from '#domain/schemas/statistics';
import { imageUrl } from '../../lib/images';
import { daysOfHours, decimal, longDay } from './recap-format';

/** The card's size: a 4:5 portrait, the shape phones and social apps show whole. */
export const SHARE_CARD_WIDTH = 1080;
export const SHARE_CARD_HEIGHT = 1350;
const MARGIN = 72;
const POSTERS = 6;
const FONT = "'Inter Variable', ui-sans-serif, system-ui, sans-serif";
const GOLD = '#f2b13a';
const TEXT = '#f4f5f8';
const MUTED = '#a3a9ba';

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

function roundedRect(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  context.beginPath();
  context.roundRect(x, y, w, h, r);
}

/** Shrinks the font until the text fits the width. */
function fitText(
  context: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  weight: number,
  size: number,
) {
  let current = size;
  context.font = `${weight} ${current}px ${FONT}`;
  while (current > 16 && context.measureText(text).width > maxWidth) {
    current -= 2;
    context.font = `${weight} ${current}px ${FONT}`;
  }
}

function drawBackground(context: CanvasRenderingContext2D) {
  const background = context.createLinearGradient(0, 0, 0, SHARE_CARD_HEIGHT);
  background.addColorStop(0, '#151a2b');
  background.addColorStop(1, '#0b0d14');
  context.fillStyle = background;
  context.fillRect(0, 0, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  const glow = context.createRadialGradient(SHARE_CARD_WIDTH - 120, 80, 0, SHARE_CARD_WIDTH - 120, 80, 700);
  glow.addColorStop(0, 'rgba(242, 177, 58, 0.28)');
  glow.addColorStop(1, 'rgba(242, 177, 58, 0)');
  context.fillStyle = glow;
  context.fillRect(0, 0, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
}

/** Up to six posters in a row, centred; empty frames keep the card's shape when there is none. */
async function drawPosters(
  context: CanvasRenderingContext2D,
  statistics: Statistics,
  top: number,
): Promise<number> {
  const gap = 16;
  const width = (SHARE_CARD_WIDTH - 2 * MARGIN - (POSTERS - 1) * gap) / POSTERS;
  const height = width * 1.5;
  const posters = statistics.highlights.topPosters.slice(0, POSTERS);
  const images = await Promise.all(posters.map((poster) => loadImage(imageUrl(poster.posterPath, 'w342'))));
  const slots = posters.length === 0 ? POSTERS : posters.length;
  const left = (SHARE_CARD_WIDTH - slots * width - (slots - 1) * gap) / 2;
  for (let index = 0; index < slots; index += 1) {
    const x = left + index * (width + gap);
    context.save();
    roundedRect(context, x, top, width, height, 14);
    context.clip();
    context.fillStyle = 'rgba(255, 255, 255, 0.06)';
    context.fillRect(x, top, width, height);
    const image = images[index];
    if (image) context.drawImage(image, x, top, width, height);
    context.restore();
  }
  return top + height;
}

function drawHero(context: CanvasRenderingContext2D, statistics: Statistics, top: number, together: string) {
  const { heroCards } = statistics;
  const tiles = [
    { value: String(heroCards.totalFinished), label: 'titles finished' },
    {
      value: `${decimal(heroCards.totalWatchTimeHours)} h`,
      label: `watched · ${daysOfHours(heroCards.totalWatchTimeHours)} days`,
    },
    { value: heroCards.likeRatio === null ? '–' : `${heroCards.likeRatio}%`, label: 'thumbs up' },
    { value: String(heroCards.togetherVsAlone.together), label: together },
  ];
  const gap = 24;
  const width = (SHARE_CARD_WIDTH - 2 * MARGIN - gap) / 2;
  const height = 150;
  tiles.forEach((tile, index) => {
    const x = MARGIN + (index % 2) * (width + gap);
    const y = top + Math.floor(index / 2) * (height + gap);
    roundedRect(context, x, y, width, height, 24);
    context.fillStyle = 'rgba(255, 255, 255, 0.07)';
    context.fill();
    context.fillStyle = TEXT;
    fitText(context, tile.value, width - 64, 700, 68);
    context.fillText(tile.value, x + 32, y + 88);
    context.fillStyle = MUTED;
    fitText(context, tile.label, width - 64, 500, 28);
    context.fillText(tile.label, x + 32, y + 128);
  });
  return top + 2 * height + gap;
}

function drawGenres(context: CanvasRenderingContext2D, statistics: Statistics, top: number) {
  const genres = statistics.highlights.topGenres;
  context.fillStyle = GOLD;
  context.font = `600 28px ${FONT}`;
  context.fillText('TOP GENRES', MARGIN, top);
  if (genres.length === 0) {
    context.fillStyle = MUTED;
    context.font = `500 32px ${FONT}`;
    context.fillText('No data available', MARGIN, top + 56);
    return;
  }
  const most = Math.max(...genres.map((genre) => genre.count));
  const barWidth = SHARE_CARD_WIDTH - 2 * MARGIN;
  genres.forEach((genre, index) => {
    const y = top + 30 + index * 52;
    context.fillStyle = TEXT;
    context.font = `600 30px ${FONT}`;
    context.fillText(genre.name, MARGIN, y + 28);
    const detail = `${genre.count} · ${genre.affinity}% liked`;
    context.fillStyle = MUTED;
    context.font = `500 26px ${FONT}`;
    context.fillText(detail, SHARE_CARD_WIDTH - MARGIN - context.measureText(detail).width, y + 28);
    roundedRect(context, MARGIN, y + 38, barWidth, 6, 3);
    context.fillStyle = 'rgba(255, 255, 255, 0.08)';
    context.fill();
    roundedRect(context, MARGIN, y + 38, Math.max(12, (barWidth * genre.count) / most), 6, 3);
    context.fillStyle = GOLD;
    context.fill();
  });
}

/**
 * The recap as a 1080×1350 PNG, drawn in the browser from the recap on screen: the names, the timeframe, the hero
 * numbers, the top genres and up to six of the most loved posters (same-origin images, so the canvas stays clean).
 */
export async function drawShareCard(statistics: Statistics, names: string, together: string): Promise<Blob> {
  await document.fonts.ready;
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_CARD_WIDTH;
  canvas.height = SHARE_CARD_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  drawBackground(context);
  context.textBaseline = 'alphabetic';
  context.fillStyle = GOLD;
  context.font = `600 28px ${FONT}`;
  context.letterSpacing = '4px';
  context.fillText('YOUR WATCHLIST REWIND', MARGIN, 126);
  context.letterSpacing = '0px';
  context.fillStyle = TEXT;
  fitText(context, statistics.timeframe.label, SHARE_CARD_WIDTH - 2 * MARGIN, 700, 96);
  context.fillText(statistics.timeframe.label, MARGIN, 222);
  context.fillStyle = MUTED;
  fitText(context, names, SHARE_CARD_WIDTH - 2 * MARGIN, 500, 38);
  context.fillText(names, MARGIN, 278);
  const postersEnd = await drawPosters(context, statistics, 326);
  const heroEnd = drawHero(context, statistics, postersEnd + 44, together);
  drawGenres(context, statistics, heroEnd + 62);
  context.fillStyle = MUTED;
  context.font = `500 24px ${FONT}`;
  const range = `Watchlist · ${longDay(statistics.timeframe.start)} – ${longDay(statistics.timeframe.end)}`;
  context.fillText(range, MARGIN, SHARE_CARD_HEIGHT - 48);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))),
      'image/png',
    );
  });
}

/** Opens the share sheet where the browser can share files; otherwise downloads the image. */
export async function shareOrDownload(blob: Blob, fileName: string): Promise<void> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: 'Your Watchlist Rewind' });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    }
    return;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
