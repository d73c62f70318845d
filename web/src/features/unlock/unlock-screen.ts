import { Check, CloudOff, Keyboard, LockKeyhole } from 'lucide';
import { PIN_LENGTH } from '#domain/rules/constants';
import type { LoginResponse } from '#domain/schemas/auth';
import { h, icon, slot } from '../../lib/dom';
import { logIn } from '../../lib/login';
import { createPinEntry, type PinEntryState } from './pin-entry';
import { createPinKeypad } from './pin-keypad';
import { formatWait } from './throttle-wait';
import { mountUnlockBackdrop } from './unlock-backdrop';

export interface UnlockScreenOptions {
  /**
   * The PIN was right and the token is stored: hands over to the app. The screen keeps saying 'Unlocking your
   * watchlist...' until its owner replaces it; a rejection counts as a failed unlock.
   */
  onUnlocked: (response: LoginResponse) => Promise<void> | void;
  /** The first digit was typed: the moment to start loading what comes after the unlock. */
  onFirstDigit?: () => void;
}

const dotClass = 'size-3.5 rounded-full border-2 transition-all duration-150';

/**
 * The PIN unlock screen (spec section 2), built without React so that a device without a session loads no more than
 * this: the backdrop, the four dots, the keypad or the keyboard, the remember checkbox, the failure and the wait, and
 * whether the device is offline.
 * Returns what stops it (its key listener and timers); its elements stay in `container` for the owner to replace.
 */
export function mountUnlockScreen(container: HTMLElement, options: UnlockScreenOptions): () => void {
  let usedKeyboard = false;
  let started = false;
  let current: PinEntryState = { pin: '', pending: false, error: false, waitSeconds: 0 };

  const remember = h('input', {
    type: 'checkbox',
    class:
      'peer size-5 shrink-0 cursor-pointer appearance-none rounded-[5px] border border-white/50 bg-card shadow-xs ' +
      'transition-colors hover:border-muted-foreground/60 checked:border-primary checked:bg-primary ' +
      'md:size-4 md:rounded-[4px]',
  });
  const entry = createPinEntry(
    (pin) => logIn(pin, remember.checked).then(options.onUnlocked),
    (state) => {
      current = state;
      render();
    },
  );
  const addDigit = (digit: string) => {
    if (!started) {
      started = true;
      options.onFirstDigit?.();
    }
    entry.addDigit(digit);
  };
  const keypad = createPinKeypad(addDigit, entry.removeDigit);

  const instruction = h('p', { class: 'text-base text-white/75' });
  const hint = h('p', { class: 'text-sm text-white/55' }, 'Press Enter to confirm • Backspace to delete');
  const heading = h(
    'div',
    { class: 'flex flex-col items-center gap-3 text-center' },
    h(
      'span',
      {
        class:
          'flex size-14 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/15 backdrop-blur',
      },
      icon(LockKeyhole, 'size-6 text-primary-ink'),
    ),
    h('h1', { class: 'text-3xl font-semibold tracking-tight' }, 'Watchlist'),
    instruction,
  );
  const showHint = slot(heading);
  const offline = h(
    'p',
    { class: 'flex items-center gap-2 text-sm text-amber-200', role: 'status' },
    icon(CloudOff, 'size-4'),
    "You're offline — unlocking needs the connection",
  );
  const showOffline = slot(heading);

  const dots = Array.from({ length: PIN_LENGTH }, () => h('span', { 'data-testid': 'pin-dot' }));
  const dotRow = h('div', { 'aria-hidden': 'true' }, ...dots);
  const status = h('p', { class: 'h-5 text-sm', role: 'status' });
  const wait = h('p', { class: 'text-sm text-amber-200', role: 'alert' });
  const progress = h(
    'div',
    { class: 'flex flex-col items-center gap-3', 'aria-live': 'polite' },
    dotRow,
    status,
  );
  const showWait = slot(progress);

  const useKeypad = h(
    'button',
    {
      type: 'button',
      class:
        'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm text-white/75 hover:bg-white/10 ' +
        'hover:text-white',
    },
    icon(Keyboard, 'size-4'),
    'Use on-screen keypad',
  );
  useKeypad.addEventListener('click', () => {
    usedKeyboard = false;
    render();
    keypad.focusFirstKey();
  });

  const tip = h(
    'p',
    { class: 'text-center text-xs text-white/50' },
    'Tip: You can also type your PIN on desktop',
  );
  const content = h('div', { class: 'relative z-10 flex w-full max-w-sm flex-col items-center gap-7' });
  content.append(heading, progress);
  const showInput = slot(content);
  content.append(
    h(
      'label',
      { class: 'flex min-h-11 cursor-pointer items-center gap-3 text-sm text-white/85' },
      h(
        'span',
        { class: 'relative flex shrink-0' },
        remember,
        icon(
          Check,
          'pointer-events-none absolute inset-0 m-auto hidden size-4 text-primary-foreground peer-checked:block md:size-3.5',
          { 'stroke-width': 3 },
        ),
      ),
      'Remember this device for 30 days',
    ),
  );
  const showTip = slot(content);

  function render() {
    const { pin, pending, error, waitSeconds } = current;
    instruction.textContent = usedKeyboard ? 'Type your 4-digit PIN' : 'Enter your PIN to unlock';
    showHint(usedKeyboard ? hint : null);
    showOffline(navigator.onLine ? null : offline);
    dotRow.className = `flex justify-center gap-4${error ? ' animate-[shake_300ms_ease-in-out]' : ''}`;
    dots.forEach((dot, index) => {
      const filled = index < pin.length;
      dot.dataset.filled = String(filled);
      dot.className = `${dotClass} ${
        error
          ? 'border-destructive bg-destructive'
          : filled
            ? 'scale-110 border-primary bg-primary'
            : 'border-white/50 bg-transparent'
      }`;
    });
    const said = pending ? 'Unlocking your watchlist...' : error ? 'Incorrect PIN. Try again.' : '';
    // Only a new message is put in the live region, so that a screen reader does not repeat the same one.
    if (status.textContent !== said) {
      status.replaceChildren(
        said && h('span', { class: pending ? 'text-white/80' : 'font-medium text-red-300' }, said),
      );
    }
    wait.textContent = `Too many failed attempts. Try again in ${formatWait(waitSeconds)}.`;
    showWait(waitSeconds > 0 ? wait : null);
    keypad.setDisabled(pending || waitSeconds > 0);
    showInput(usedKeyboard ? useKeypad : keypad.element);
    showTip(usedKeyboard ? null : tip);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (event.target === remember && event.key === 'Enter') return;
    if (/^\d$/.test(event.key)) {
      usedKeyboard = true;
      addDigit(event.key);
    } else if (event.key === 'Backspace') {
      usedKeyboard = true;
      entry.removeDigit();
    } else if (event.key === 'Enter') {
      usedKeyboard = true;
      event.preventDefault();
      entry.submitNow();
    } else {
      return;
    }
    render();
  };

  const screen = h('main', {
    class:
      'relative flex min-h-dvh items-center justify-center overflow-hidden bg-black px-6 py-10 text-white',
  });
  mountUnlockBackdrop(screen);
  screen.append(content);
  render();
  container.replaceChildren(screen);
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('online', render);
  window.addEventListener('offline', render);
  return () => {
    window.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('online', render);
    window.removeEventListener('offline', render);
    entry.dispose();
  };
}
