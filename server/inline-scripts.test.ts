import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptSources', () => {
  it("hashes each inline script's exact text, whitespace included, and no script with a src", () => {
    const theme =
      "\n      (function () { document.documentElement.setAttribute('data-theme', 'dark'); })();\n    ";
    const html = `<!doctype html><html><head><script>${theme}</script>
      <script src="/a.js"></script><script type="module" src="/assets/index.js"></script>
      </head><body><SCRIPT type="text/javascript">void 0;</SCRIPT ></body></html>`;
    expect(inlineScriptSources(html)).toEqual([sha256(theme), sha256('void 0;')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(
      inlineScriptSources('<!doctype html><title>Watchlist</title><script src="/x.js"></script>'),
    ).toEqual([]);
  });
});
