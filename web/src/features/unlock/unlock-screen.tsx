import { useCallback, useEffect, useState } from 'react';
import { CloudOffIcon, KeyboardIcon, LockKeyholeIcon } from 'lucide-react';
import { PIN_ERROR_DISPLAY_MS } from '../../../../domain/rules/constants';
import type { LoginResponse } from '../../../../domain/schemas/auth';
import { Checkbox } from '../../components/ui/checkbox';
import { ApiError } from '../../lib/api-client';
import { useLogin } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { PinDots } from './pin-dots';
import { PinKeypad } from './pin-keypad';
import { UnlockBackdrop } from './unlock-backdrop';
import { usePinEntry } from './use-pin-entry';
import { useCountdown } from './use-countdown';

function retryAfterSeconds(error: unknown): number {
  if (!(error instanceof ApiError) || error.status !== 429) return 0;
  try {
    const body = JSON.parse(error.bodyText) as { retryAfterSeconds?: unknown };
    return typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 60;
  } catch {
    return 60;
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')} min`;
}

export function UnlockScreen({ onUnlocked }: { onUnlocked: (response: LoginResponse) => void }) {
  const [rememberDevice, setRememberDevice] = useState(false);
  const [usedKeyboard, setUsedKeyboard] = useState(false);
  const online = useOnline();
  const [showError, setShowError] = useState(false);
  const wait = useCountdown();
  const login = useLogin(onUnlocked);
  const locked = login.isPending || wait.seconds > 0;

  const { mutateAsync } = login;
  const startWait = wait.start;
  const submit = useCallback(
    (pin: string) =>
      mutateAsync({ pin, rememberDevice }).catch((error: unknown) => {
        setShowError(true);
        const seconds = retryAfterSeconds(error);
        if (seconds > 0) startWait(seconds);
        throw error;
      }),
    [mutateAsync, rememberDevice, startWait],
  );
  const { pin, addDigit, removeDigit, submitNow } = usePinEntry(submit, locked);

  useEffect(() => {
    if (!showError) return;
    const timer = setTimeout(() => setShowError(false), PIN_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [showError]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('button[role="checkbox"]') && (event.key === ' ' || event.key === 'Enter')) return;
      if (/^\d$/.test(event.key)) {
        setUsedKeyboard(true);
        addDigit(event.key);
      } else if (event.key === 'Backspace') {
        setUsedKeyboard(true);
        removeDigit();
      } else if (event.key === 'Enter') {
        setUsedKeyboard(true);
        event.preventDefault();
        submitNow();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [addDigit, removeDigit, submitNow]);

  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-black px-6 py-10 text-white">
      <UnlockBackdrop />
      <div className="relative z-10 flex w-full max-w-sm flex-col items-center gap-7">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/15 backdrop-blur">
            <LockKeyholeIcon className="size-6 text-primary" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-semibold tracking-tight">Watchlist</h1>
          <p className="text-base text-white/75">
            {usedKeyboard ? 'Type your 4-digit PIN' : 'Enter your PIN to unlock'}
          </p>
          {usedKeyboard && (
            <p className="text-sm text-white/55">Press Enter to confirm • Backspace to delete</p>
          )}
          {!online && (
            <p role="status" className="flex items-center gap-2 text-sm text-amber-200">
              <CloudOffIcon className="size-4" aria-hidden="true" />
              You're offline — unlocking needs the connection
            </p>
          )}
        </div>

        <div className="flex flex-col items-center gap-3" aria-live="polite">
          <PinDots filled={pin.length} error={showError} />
          <p className="h-5 text-sm" role="status">
            {login.isPending ? (
              <span className="text-white/80">Unlocking your watchlist...</span>
            ) : showError ? (
              <span className="font-medium text-red-300">Incorrect PIN. Try again.</span>
            ) : null}
          </p>
          {wait.seconds > 0 && (
            <p className="text-sm text-amber-200" role="alert">
              Too many failed attempts. Try again in {formatWait(wait.seconds)}.
            </p>
          )}
        </div>

        {usedKeyboard ? (
          <button
            type="button"
            onClick={() => setUsedKeyboard(false)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm text-white/75 hover:bg-white/10 hover:text-white"
          >
            <KeyboardIcon className="size-4" aria-hidden="true" />
            Use on-screen keypad
          </button>
        ) : (
          <PinKeypad onDigit={addDigit} onBackspace={removeDigit} disabled={locked} />
        )}

        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-white/85">
          <Checkbox
            checked={rememberDevice}
            onCheckedChange={(checked) => setRememberDevice(checked === true)}
            className="border-white/50"
          />
          Remember this device for 30 days
        </label>

        {!usedKeyboard && (
          <p className="text-center text-xs text-white/50">Tip: You can also type your PIN on desktop</p>
        )}
      </div>
    </main>
  );
}
