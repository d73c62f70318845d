import { PIN_LENGTH } from '../../../../domain/rules/constants';
import { cn } from '../../lib/cn';

export function PinDots({ filled, error }: { filled: number; error: boolean }) {
  return (
    <div
      className={cn('flex justify-center gap-4', error && 'animate-[shake_300ms_ease-in-out]')}
      aria-hidden="true"
    >
      {Array.from({ length: PIN_LENGTH }, (_, index) => (
        <span
          key={index}
          data-testid="pin-dot"
          data-filled={index < filled}
          className={cn(
            'size-3.5 rounded-full border-2 transition-all duration-150',
            error
              ? 'border-destructive bg-destructive'
              : index < filled
                ? 'scale-110 border-primary bg-primary'
                : 'border-white/50 bg-transparent',
          )}
        />
      ))}
    </div>
  );
}
