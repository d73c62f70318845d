import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';

/**
 * A query client as the app's (lib/query-client.ts), fresh for each test; a query that retries (the library's
 * cards) retries at once, so that a failed load shows without a real wait.
 */
const testQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryDelay: 0,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: Infinity,
      },
      mutations: { retry: false },
    },
  });

/**
 * Renders a screen as the app holds it: its own query client, the toasts, the tooltips, and wouter at `path` in
 * memory. `user` types and clicks as a person does; `fastUser` without a pause between its events (a double click
 * as fast as a hand can, before React renders again).
 */
export function renderScreen(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = testQueryClient();
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const fastUser = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Router hook={location.hook}>{ui}</Router>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, fastUser, queryClient, location };
}

/** The toast on screen (the app shows one at a time), once one with `title` shows. */
export async function toastTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const shown = document.querySelector<HTMLElement>('[data-slot="toast"][data-state="open"]');
    expect(shown?.querySelector('[data-slot="toast-title"]')).toHaveTextContent(title);
    return shown as HTMLElement;
  });
}
