import { h } from '../lib/dom';

/**
 * 'Loading...' with a spinner, while the session check runs. Plain DOM code: the boot module shows it before the
 * React app has loaded, and the app shows the same (`DomView`) until the check answers.
 */
export function mountLoadingScreen(container: HTMLElement): () => void {
  container.replaceChildren(
    h(
      'div',
      { class: 'flex min-h-dvh items-center justify-center bg-background', role: 'status' },
      h(
        'div',
        { class: 'flex flex-col items-center gap-4' },
        h('span', {
          class: 'size-8 animate-spin rounded-full border-2 border-muted border-t-primary',
          'aria-hidden': 'true',
        }),
        h('p', { class: 'text-sm text-muted-foreground' }, 'Loading...'),
      ),
    ),
  );
  return () => undefined;
}
