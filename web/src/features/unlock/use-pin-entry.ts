import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PIN_AUTO_SUBMIT_MS, PIN_LENGTH } from '../../../../domain/rules/constants';

/**
 * The PIN being typed: digits up to PIN_LENGTH, auto-submitted PIN_AUTO_SUBMIT_MS after the last one,
 * Enter submits a full PIN, input ignored while `locked` (a login is pending or throttled).
 * The PIN clears when the submission fails.
 */
export function usePinEntry(onSubmit: (pin: string) => Promise<unknown>, locked: boolean) {
  const [pin, setPin] = useState('');
  const submitRef = useRef(onSubmit);
  useLayoutEffect(() => {
    submitRef.current = onSubmit;
  });

  const send = useCallback((value: string) => {
    submitRef.current(value).catch(() => setPin(''));
  }, []);

  useEffect(() => {
    if (pin.length !== PIN_LENGTH || locked) return;
    const timer = setTimeout(() => send(pin), PIN_AUTO_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [pin, locked, send]);

  const addDigit = useCallback(
    (digit: string) => {
      if (locked) return;
      setPin((current) => (current.length < PIN_LENGTH ? current + digit : current));
    },
    [locked],
  );
  const removeDigit = useCallback(() => {
    if (locked) return;
    setPin((current) => current.slice(0, -1));
  }, [locked]);
  const submitNow = useCallback(() => {
    if (locked || pin.length !== PIN_LENGTH) return;
    send(pin);
  }, [locked, pin, send]);

  return { pin, addDigit, removeDigit, submitNow };
}
