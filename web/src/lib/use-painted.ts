import { useEffect, useState } from 'react';

/**
 * Runs `task` once the next frame has been painted: a task queued from the frame's callback runs after that paint.
 * Returns what cancels it.
 */
export function onNextPaint(task: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the frame the component first rendered in has been painted, then true: what a screen can leave out of
 * its first paint (what is out of sight) renders once this turns true.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => onNextPaint(() => setPainted(true)), []);
  return painted;
}
