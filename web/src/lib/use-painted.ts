import { useEffect, useState } from 'react';

/**
 * False until the frame the component first rendered in has been painted, then true: what a screen can leave out of
 * its first paint (what is out of sight) renders once this turns true.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // A task queued from the frame's callback runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
