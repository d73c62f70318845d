import { DeleteIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

const keyClass =
  'flex size-[4.5rem] items-center justify-center rounded-full text-2xl font-light text-white transition-colors ' +
  'bg-white/10 hover:bg-white/20 active:bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-primary disabled:opacity-40 sm:size-16';

export function PinKeypad({
  onDigit,
  onBackspace,
  disabled,
}: {
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  disabled: boolean;
}) {
  return (
    <div
      className="grid grid-cols-3 justify-items-center gap-x-6 gap-y-4"
      role="group"
      aria-label="PIN keypad"
    >
      {keys.map((digit) => (
        <button
          key={digit}
          type="button"
          className={keyClass}
          disabled={disabled}
          onClick={() => onDigit(digit)}
        >
          {digit}
        </button>
      ))}
      <span aria-hidden="true" />
      <button type="button" className={keyClass} disabled={disabled} onClick={() => onDigit('0')}>
        0
      </button>
      <button
        type="button"
        aria-label="Delete last digit"
        className={cn(keyClass, 'bg-transparent hover:bg-white/10')}
        disabled={disabled}
        onClick={onBackspace}
      >
        <DeleteIcon className="size-6" aria-hidden="true" />
      </button>
    </div>
  );
}
