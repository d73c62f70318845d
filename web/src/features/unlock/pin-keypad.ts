import { Delete } from 'lucide';
import { h, icon } from '../../lib/dom';

const keyClass =
  'flex size-[4.5rem] items-center justify-center rounded-full text-2xl font-light text-white transition-colors ' +
  'active:bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'disabled:opacity-40 sm:size-16';

export interface PinKeypad {
  element: HTMLElement;
  setDisabled: (disabled: boolean) => void;
  focusFirstKey: () => void;
}

function key(content: Node | string, onPress: () => void, look: string, label?: string) {
  const button = h(
    'button',
    { type: 'button', class: `${keyClass} ${look}`, 'aria-label': label ?? false },
    content,
  );
  button.addEventListener('click', onPress);
  return button;
}

/** Digits 1–9, then 0 and a backspace key, three to a row. */
export function createPinKeypad(onDigit: (digit: string) => void, onBackspace: () => void): PinKeypad {
  const digitKey = (digit: string) => key(digit, () => onDigit(digit), 'bg-white/10 hover:bg-white/20');
  const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map(digitKey);
  const backspace = key(
    icon(Delete, 'size-6'),
    onBackspace,
    'bg-transparent hover:bg-white/10',
    'Delete last digit',
  );
  const keys = [...digits, backspace];
  const element = h(
    'div',
    {
      class: 'grid grid-cols-3 justify-items-center gap-x-6 gap-y-4',
      role: 'group',
      'aria-label': 'PIN keypad',
    },
    ...digits.slice(0, 9),
    h('span', { 'aria-hidden': 'true' }),
    ...keys.slice(9),
  );
  return {
    element,
    setDisabled: (disabled) => {
      for (const button of keys) button.disabled = disabled;
    },
    focusFirstKey: () => digits[0]?.focus(),
  };
}
