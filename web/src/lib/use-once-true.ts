import { useState } from 'react';

/**
 * True from the first render at which `value` is true on: a lazily loaded dialog mounts when it first opens (its
 * code loads then), and stays mounted to animate its closing.
 */
export function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}
