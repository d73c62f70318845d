const nameOf = (part: string): string => {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/**
 * A request's URL as logged: the value of a `ticket` parameter hidden, however its name is spelled (escapes), so
 * that a stream's ticket never reaches a log.
 */
export function withoutDecideTicket(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const [query = '', fragment] = url.slice(start + 1).split('#', 2);
  const parts = query
    .split('&')
    .map((part) => (nameOf(part) === 'ticket' ? `${part.split('=', 1)[0] ?? ''}=[hidden]` : part));
  return `${url.slice(0, start + 1)}${parts.join('&')}${fragment === undefined ? '' : `#${fragment}`}`;
}
