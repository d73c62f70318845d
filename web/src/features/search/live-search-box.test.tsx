import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { held, server } from '../../test-support/api';
import { renderScreen } from '../../test-support/render';
import { searchResult } from '../../test-support/titles';
import { LiveSearchBox } from './live-search-box';

// The typing pause (300 ms) passes on the test's word, not on the clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});
const typingPaused = () => act(() => vi.advanceTimersByTimeAsync(300));

const shawshank = searchResult({ tmdbId: 278, title: 'The Shawshank Redemption' });
const godfather = searchResult({ tmdbId: 238, title: 'The Godfather' });

test('while a new query is on its way it says Searching..., and Enter never picks the old results', async () => {
  const godfatherAnswer = held();
  server.use(
    http.get('/api/search/combined', async ({ request }) => {
      const query = new URL(request.url).searchParams.get('q');
      if (query === 'godfather') {
        await godfatherAnswer.released;
        return HttpResponse.json({ results: [godfather] });
      }
      return HttpResponse.json({ results: query === 'shawshank' ? [shawshank] : [] });
    }),
  );
  const onSelect = vi.fn();
  renderScreen(<LiveSearchBox onSelect={onSelect} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const box = screen.getByRole('combobox', { name: 'Search movies and TV shows' });
  const option = (title: string) => screen.queryByRole('option', { name: new RegExp(title) });
  const searching = () => screen.queryByRole('status');

  await user.type(box, 'shawshank');
  await typingPaused();
  expect(await screen.findByRole('option', { name: /The Shawshank Redemption/ })).toBeInTheDocument();
  expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
  expect(searching()).toBeNull();

  await user.clear(box);
  await user.type(box, 'godfather');
  await typingPaused();
  expect(searching()).toHaveTextContent('Searching...');
  expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'true');
  expect(option('The Shawshank Redemption')).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onSelect).not.toHaveBeenCalled();
  expect(box).toHaveValue('godfather');

  godfatherAnswer.release();
  expect(await screen.findByRole('option', { name: /The Godfather/ })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
  expect(searching()).toBeNull();
  expect(option('The Shawshank Redemption')).toBeNull();
  await user.keyboard('{ArrowDown}');
  expect(option('The Godfather')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith(godfather);
});
