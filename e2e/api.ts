import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Calls the API from the signed-in page (with its stored token) and answers the status and JSON body. */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('watchlist-auth-token') ?? '';
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

/** Adds a title of the film database to the library (the server fills in its facts) and answers its id. */
export async function addTitle(
  page: Page,
  tmdbId: number,
  mediaType: 'movie' | 'tv' = 'movie',
  ownership: 'person1' | 'person2' | 'together' = 'together',
  status: 'to_watch' | 'watching' | 'watched' = 'to_watch',
): Promise<number> {
  const response = await callApi(page, 'POST', '/api/library', {
    tmdbId,
    mediaType,
    title: `title ${tmdbId}`,
    ownership,
    status,
  });
  expect(response.status).toBe(201);
  return (response.body as { id: number }).id;
}
