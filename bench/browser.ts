import { chromium, type Page } from '@playwright/test';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fresh headless Chromium page (1280×800) already holding a session token; closing the page ends the browser. */
export async function signedInPage(baseUrl: string, pin: string): Promise<Page> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { username: 'user', pin, rememberDevice: true },
  });
  const { authToken } = (await response.json()) as { authToken: string };
  await page.addInitScript(`localStorage.setItem('watchlist-auth-token', ${JSON.stringify(authToken)})`);
  page.once('close', () => void browser.close());
  return page;
}
