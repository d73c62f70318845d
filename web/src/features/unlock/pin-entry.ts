import { PIN_AUTO_SUBMIT_MS, PIN_ERROR_DISPLAY_MS, PIN_LENGTH } from '#domain/rules/constants';
import { retryAfterSeconds } from './throttle-wait';

export interface PinEntryState {
  pin: string;
  /** A login is on its way, or has succeeded and the screen is giving way to the app. */
  pending: boolean;
  /** The last PIN failed; true for PIN_ERROR_DISPLAY_MS. */
  error: boolean;
  /** Whole seconds left of the wait the server set after too many failed PINs. */
  waitSeconds: number;
}

export interface PinEntry {
  addDigit: (digit: string) => void;
  removeDigit: () => void;
  /** Enter: sends a full PIN at once. */
  submitNow: () => void;
  /** Stops every timer; nothing is reported after. */
  dispose: () => void;
}

/**
 * The PIN being typed (spec section 4, 'PIN entry'): digits up to PIN_LENGTH, sent PIN_AUTO_SUBMIT_MS after the
 * last one or at once on Enter; input is ignored while a login is pending or the server asks to wait. A failure
 * shows the error, clears the PIN and hides the error after PIN_ERROR_DISPLAY_MS; a throttled one counts the wait
 * down, a second at a time. `onChange` hears every new state.
 */
export function createPinEntry(
  submit: (pin: string) => Promise<unknown>,
  onChange: (state: PinEntryState) => void,
): PinEntry {
  let state: PinEntryState = { pin: '', pending: false, error: false, waitSeconds: 0 };
  let disposed = false;
  let autoSubmit: ReturnType<typeof setTimeout> | undefined;
  let hideError: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setTimeout> | undefined;

  const update = (next: Partial<PinEntryState>) => {
    if (disposed) return;
    state = { ...state, ...next };
    onChange(state);
  };
  const locked = () => state.pending || state.waitSeconds > 0;

  const countDown = () => {
    clearTimeout(tick);
    if (state.waitSeconds <= 0) return;
    tick = setTimeout(() => {
      update({ waitSeconds: state.waitSeconds - 1 });
      countDown();
    }, 1000);
  };

  const fail = (error: unknown) => {
    const wait = Math.ceil(retryAfterSeconds(error));
    update({ pending: false, error: true, pin: '', waitSeconds: Math.max(wait, state.waitSeconds) });
    clearTimeout(hideError);
    hideError = setTimeout(() => update({ error: false }), PIN_ERROR_DISPLAY_MS);
    countDown();
  };

  const send = () => {
    clearTimeout(autoSubmit);
    update({ pending: true });
    submit(state.pin).catch(fail);
  };

  return {
    addDigit: (digit) => {
      if (locked() || state.pin.length >= PIN_LENGTH) return;
      update({ pin: state.pin + digit });
      if (state.pin.length === PIN_LENGTH) autoSubmit = setTimeout(send, PIN_AUTO_SUBMIT_MS);
    },
    removeDigit: () => {
      if (locked()) return;
      clearTimeout(autoSubmit);
      update({ pin: state.pin.slice(0, -1) });
    },
    submitNow: () => {
      if (locked() || state.pin.length !== PIN_LENGTH) return;
      send();
    },
    dispose: () => {
      disposed = true;
      clearTimeout(autoSubmit);
      clearTimeout(hideError);
      clearTimeout(tick);
    },
  };
}
