import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPaths } from './project-paths';

/** Classic `<script>` elements without a `src`: their text, exactly as written between the tags. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the page's inline scripts. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/**
 * The sources for the built web app's page (index.html applies the saved theme inline, before the first paint,
 * rather than from a file the page would wait for): none when there is no build.
 */
export function webPageScriptSources(root = projectPaths.web): string[] {
  const page = join(root, 'index.html');
  return existsSync(page) ? inlineScriptSources(readFileSync(page, 'utf8')) : [];
}
