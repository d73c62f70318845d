import { useLayoutEffect, useRef } from 'react';

/**
 * Shows, inside the React app, a screen built by plain DOM code (the unlock and loading screens, which also show
 * before React has loaded). `mount` fills the element and returns what stops it; keep its identity stable.
 */
export function DomView({ mount }: { mount: (container: HTMLElement) => () => void }) {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (container.current ? mount(container.current) : undefined), [mount]);
  return <div ref={container} />;
}
