import { writeFileSync } from 'node:fs';
import { signedInPage } from './browser';
import { BENCH_PIN, withWebServer } from './web-server';

const PROBE = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="library-card"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__firstCardPainted = performance.now(); }));
  }).observe(document, { childList: true, subtree: true });
`;

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number; children?: number[] }

async function main() {
  await withWebServer({ titles: 5000, seriesEvery: 5, seasonedSeriesEvery: 2, viewings: 20_000 }, async (url) => {
    const page = await signedInPage(url, BENCH_PIN);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(PROBE);
    await page.goto('about:blank');
    const browser = page.context().browser()!;
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
    await cdp.send('Profiler.start');
    await page.goto(`${url}/`);
    await page.waitForFunction(() => '__firstCardPainted' in globalThis);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number } };
    const timing = await page.evaluate(() => {
      const e = performance.getEntriesByType('resource').map((r) => ({ n: new URL(r.name).pathname, s: Math.round(r.startTime), e: Math.round((r as PerformanceResourceTiming).responseEnd) }));
      return { painted: (globalThis as unknown as { __firstCardPainted: number }).__firstCardPainted, e };
    });
    console.log(JSON.stringify(timing));
    writeFileSync('/tmp/wt20u/trace.json', await browser.stopTracing());
    writeFileSync(process.argv[2] ?? '/tmp/wt20u/home.cpuprofile', JSON.stringify(profile));
    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const n = byId.get(id)!;
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1).padStart(8), k);
    await page.close();
  });
}
void main();
