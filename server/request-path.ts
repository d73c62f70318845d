/** The segments with `.` and `..` resolved, as a browser resolves them before it sends a path (RFC 3986, 5.2.4). */
function withoutDotSegments(segments: readonly string[]): string[] {
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.') resolved.push(segment);
  }
  return resolved;
}

/**
 * The path a request names, the way a lenient reader would see it: without an absolute-form origin
 * (`GET http://host/api/x`), percent-escapes decoded, duplicate slashes collapsed, dot segments resolved
 * (`/./api/x`, `/assets/../api/x`), lower case. Only used to decide how to answer a request no route matched (a JSON
 * error for anything API-like, never the web app's page).
 */
export function normalisedPath(url: string): string {
  const withoutQuery = url.split('?', 1)[0] ?? '';
  const withoutOrigin = withoutQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  let decoded = withoutOrigin;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const segments = decoded.replaceAll('\\', '/').split('/').filter(Boolean);
  return `/${withoutDotSegments(segments).join('/')}`.toLowerCase();
}

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Whether a path, however spelled, names the API. */
export const isApiPath = (url: string): boolean => under(normalisedPath(url), '/api');

/** Whether a path, however spelled, names the API or the image service: never answered with the web app's page. */
export function isServerPath(url: string): boolean {
  const path = normalisedPath(url);
  return under(path, '/api') || under(path, '/img');
}
