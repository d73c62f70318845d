import { HeartHandshakeIcon } from 'lucide-react';
import { useState } from 'react';
import type { DecideSession } from '#domain/schemas/decide';
import { Button } from '../../components/ui/button';
import { lazyComponent } from '../../lib/lazy-component';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useOnceTrue } from '../../lib/use-once-true';

const StartDialog = lazyComponent(() => import('./start-dialog').then((m) => m.StartDialog));
const JoinDialog = lazyComponent(() => import('./join-dialog').then((m) => m.JoinDialog));

/** Home's 'Decide together', beside the random pick: the start dialog (its code loads when first opened). */
export function DecideTogetherButton() {
  const isMobile = useIsMobile();
  const [starting, setStarting] = useState(false);
  const started = useOnceTrue(starting);
  const [joining, setJoining] = useState<DecideSession | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        size={isMobile ? 'icon' : 'default'}
        aria-label="Decide together"
        onClick={() => setStarting(true)}
      >
        <HeartHandshakeIcon aria-hidden="true" />
        {!isMobile && 'Decide together'}
      </Button>
      {started && <StartDialog open={starting} onOpenChange={setStarting} onJoin={setJoining} />}
      {joining && (
        <JoinDialog
          key={joining.id}
          session={joining}
          open
          onOpenChange={(open) => !open && setJoining(null)}
        />
      )}
    </>
  );
}
