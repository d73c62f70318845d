import { QueryClient } from '@tanstack/react-query';
import { expect, test, vi } from 'vitest';
import { onOfflineCopyChange } from './offline-copy-subscribe';

test('saves the offline copy when a kept query changes, not when a query it never keeps is polled', async () => {
  const client = new QueryClient();
  const save = vi.fn();
  const stop = onOfflineCopyChange(client, save);

  await client.query({ queryKey: ['/api/decide/open'], queryFn: () => null });
  await client.query({ queryKey: ['/api/decide/open'], queryFn: () => null, staleTime: 0 });
  expect(save).not.toHaveBeenCalled();

  await client.query({ queryKey: ['/api/library/cards'], queryFn: () => [] });
  expect(save).toHaveBeenCalled();

  stop();
  save.mockClear();
  await client.query({ queryKey: ['/api/settings'], queryFn: () => ({}) });
  expect(save).not.toHaveBeenCalled();
});
