// Draws the installable app's icons (web/public/icons/*.png) from the favicon's art, in Chromium: run it again only
// when web/public/favicon.svg changes, and commit the PNGs (the build copies them as they are).
//   node scripts/make-app-icons.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const art = readFileSync(join(root, 'web', 'public', 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(art)?.[1] ?? '#14161c';
const svg = `data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}`;

// `any`: the favicon as it is, corners and all. `maskable`: the drawing within the middle 80 % (the favicon's own margin does most of it), on a full square of
// its background, so that every launcher's mask (circle, squircle…) keeps all of it.
// The notification badge (Android's status bar shows its shape only): the favicon's screen and play mark, white on
// transparent, no tile.
const badgeArt = art.replace(/<rect[^>]*\/>/, '').replace(/#[0-9a-f]{6}/gi, '#ffffff');
const badge = `data:image/svg+xml;base64,${Buffer.from(badgeArt).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, artShare: 1, fill: 'transparent' },
  { file: 'badge-96.png', size: 96, artShare: 1, fill: 'transparent', source: badge },
  { file: 'icon-512.png', size: 512, artShare: 1, fill: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, artShare: 0.9, fill: background },
  { file: 'apple-touch-icon.png', size: 180, artShare: 1, fill: background },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, size, artShare, fill, source = svg } of icons) {
    const artSize = Math.round(size * artShare);
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">` +
        `<img src="${source}" width="${artSize}" height="${artSize}"></body>`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    await page.screenshot({
      path: join(root, 'web', 'public', 'icons', file),
      omitBackground: fill === 'transparent',
    });
    console.log(`web/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
