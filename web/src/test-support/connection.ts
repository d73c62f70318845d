import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Puts the app offline (the browser says so) or out of reach of its server (the browser online, the server not
 * answering), as lib/use-online.ts reads them, until the test ends.
 */
export function connectionIs(state: 'offline' | 'unreachable' | 'online'): void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(state !== 'offline');
  act(() => {
    // The browser's event first: TanStack Query's own listener hears it too, and would set itself online.
    window.dispatchEvent(new Event(state === 'offline' ? 'offline' : 'online'));
    onlineManager.setOnline(state === 'online');
  });
  onTestFinished(() => {
    onLine.mockRestore();
    onlineManager.setOnline(true);
  });
}
