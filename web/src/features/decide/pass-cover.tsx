import { SmartphoneIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';

/** Between the turns of 'Pass the phone': nothing of the first one's answers shows until the other takes over. */
export function PassCover({ name, onReady }: { name: string; onReady: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [name]);
  return (
    <section
      aria-labelledby="decide-pass-heading"
      className="mx-auto flex w-full max-w-sm flex-col items-center gap-5 rounded-2xl border bg-card px-6 py-10 text-center shadow-xl"
    >
      <SmartphoneIcon className="size-10 text-primary-ink" aria-hidden="true" />
      <h2
        id="decide-pass-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight outline-none"
      >
        Pass the phone to {name}
      </h2>
      <p className="text-sm text-muted-foreground">The same titles, without seeing what was answered.</p>
      <Button size="lg" onClick={onReady}>
        I'm {name}, start
      </Button>
    </section>
  );
}
