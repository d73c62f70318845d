import { useQuery } from '@tanstack/react-query';
import { HeartHandshakeIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { DecideSession } from '#domain/schemas/decide';
import { Button } from '../../components/ui/button';
import { decideQueries } from '../../lib/api/decide';
import { useDecideMembership } from '../../lib/decide-membership';
import { lazyComponent } from '../../lib/lazy-component';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useOnceTrue } from '../../lib/use-once-true';

const StartDialog = lazyComponent(() => import('./start-dialog').then((m) => m.StartDialog));
const JoinDialog = lazyComponent(() => import('./join-dialog').then((m) => m.JoinDialog));

/**
 * Home's 'Decide together', beside the random pick: the start dialog (its code loads when first opened), or the
 * deck of the open session this device swipes in.
 */
export function DecideTogetherButton() {
  const isMobile = useIsMobile();
  const [starting, setStarting] = useState(false);
  const started = useOnceTrue(starting);
  const [joining, setJoining] = useState<DecideSession | null>(null);
  const current = useQuery(decideQueries.current());
  const membership = useDecideMembership();
  const [, navigate] = useLocation();
  const inSession = current.data ? membership.viewersIn(current.data.id).length > 0 : false;
  return (
    <>
      <Button
        variant="secondary"
        size={isMobile ? 'icon' : 'default'}
        aria-label="Decide together"
        onClick={() => (inSession ? navigate('/decide') : setStarting(true))}
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
