import { useQuery } from '@tanstack/react-query';
import { HeartHandshakeIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { decideQueries } from '../../lib/api/decide';
import { useDecideMembership } from '../../lib/decide-membership';
import { useOwnershipLabels } from '../../lib/household';
import { lazyComponent } from '../../lib/lazy-component';

const bannerClass =
  'fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 flex flex-wrap items-center gap-3 rounded-xl border bg-popover p-3 text-popover-foreground shadow-2xl md:inset-x-auto md:bottom-6 md:right-6 md:max-w-md md:p-4';

const JoinDialog = lazyComponent(() => import('./join-dialog').then((m) => m.JoinDialog));

/**
 * On every screen: '{name} wants to decide together' while a session is open that this device is not part of and
 * has not said 'Not now' to (every screen asks for the open session every 1.5 s while it is visible); on a device
 * that swipes in it, the way back to the deck.
 */
export function DecideInvitation() {
  const current = useQuery(decideQueries.current());
  const membership = useDecideMembership();
  const labels = useOwnershipLabels();
  const [location, navigate] = useLocation();
  const [joining, setJoining] = useState(false);
  const session = current.data ?? null;
  const member = session !== null && membership.viewersIn(session.id).length > 0;
  const elsewhere = location !== '/decide';
  const invited =
    session !== null &&
    !session.passThePhone &&
    session.joined.length < 2 &&
    !member &&
    membership.declined !== session.id &&
    elsewhere;

  return (
    <div aria-live="polite" className="contents">
      {invited && (
        <section aria-label="Invitation to decide together" className={bannerClass}>
          <HeartHandshakeIcon className="size-5 shrink-0 text-primary-ink" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm font-medium">
            {labels[session.startedBy]} wants to decide together
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => membership.decline(session.id)}>
              Not now
            </Button>
            <Button size="sm" onClick={() => setJoining(true)}>
              Join
            </Button>
          </div>
        </section>
      )}
      {member && elsewhere && (
        <section aria-label="Deciding together" className={bannerClass}>
          <HeartHandshakeIcon className="size-5 shrink-0 text-primary-ink" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm font-medium">You're deciding together</p>
          <Button size="sm" onClick={() => navigate('/decide')}>
            Back to the deck
          </Button>
        </section>
      )}
      {session && joining && <JoinDialog key={session.id} session={session} open onOpenChange={setJoining} />}
    </div>
  );
}
