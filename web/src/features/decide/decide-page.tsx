import { useQuery } from '@tanstack/react-query';
import { HeartHandshakeIcon, ThumbsDownIcon, ThumbsUpIcon, XIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { DecideCard, DecideSession, DecideViewer } from '#domain/schemas/decide';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { decideQueries } from '../../lib/api/decide';
import { useDecideMutations } from '../../lib/api/use-decide-mutations';
import { useDecideMembership } from '../../lib/decide-membership';
import { useDecideStream } from '../../lib/decide-stream';
import { useOwnershipLabels } from '../../lib/household';
import { toast } from '../../lib/use-toast';
import { DeckCard } from './deck-card';
import { JoinDialog } from './join-dialog';
import { MatchPanel } from './match-panel';
import { OneYesList } from './one-yes-list';
import { PassCover } from './pass-cover';
import { otherViewer } from './person-choice';
import { useDeckTurn } from './use-deck-turn';

type Vote = 'yes' | 'no';

/** Keys that answer a card, unless a field, a choice or a dialog has them. */
function voteOfKey(event: KeyboardEvent): Vote | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [role="radiogroup"], [role="slider"], [role="dialog"]')) {
    return null;
  }
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return null;
  if (event.key === 'ArrowRight') return 'yes';
  if (event.key === 'ArrowLeft') return 'no';
  return null;
}

/** /decide: the deck of the open session this device swipes in. */
export function DecidePage() {
  const current = useQuery(decideQueries.current());
  const session = current.data ?? null;
  const membership = useDecideMembership();
  const [, navigate] = useLocation();
  const viewers = session ? membership.viewersIn(session.id) : [];
  const [closedReason, setClosedReason] = useState<'closed' | 'idle' | null>(null);
  const [seenId, setSeenId] = useState<string | null>(null);
  const leaving = useRef(false);
  useDecideStream(session && viewers.length > 0 ? session.id : null, setClosedReason);
  if (session && viewers.length > 0 && seenId !== session.id) setSeenId(session.id);

  // The session we swiped in is gone (closed by either of us, or idle): say so and go home.
  const ended = seenId !== null && session === null && !current.isPending;
  useEffect(() => {
    if (!ended) return;
    if (!leaving.current) {
      toast({
        title: 'Decide together has ended',
        description:
          closedReason === 'idle' ? 'Nobody swiped for 2 hours.' : 'The session was closed for both of you.',
      });
    }
    navigate('/', { replace: true });
  }, [ended, closedReason, navigate]);

  if (current.isPending) {
    return <p className="px-4 py-10 text-center text-sm text-muted-foreground md:px-8">Loading…</p>;
  }
  if (!session) {
    return (
      <div className="px-4 py-10 md:px-8">
        <EmptyState
          icon={HeartHandshakeIcon}
          title="No session is open"
          description="Start one from Home with 'Decide together'."
        >
          <Button variant="secondary" onClick={() => navigate('/')}>
            Back to Home
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (viewers.length === 0) return <NotJoined session={session} />;
  return (
    <Deck
      key={session.id}
      session={session}
      viewers={viewers}
      onLeave={(closing) => {
        leaving.current = closing;
      }}
    />
  );
}

function NotJoined({ session }: { session: DecideSession }) {
  const labels = useOwnershipLabels();
  const [joining, setJoining] = useState(false);
  const open = !session.passThePhone && session.joined.length < 2;
  return (
    <div className="px-4 py-10 md:px-8">
      <EmptyState
        icon={HeartHandshakeIcon}
        title={open ? `${labels[session.startedBy]} wants to decide together` : 'A session is under way'}
        description={
          open ? 'Join to swipe the same titles.' : 'Both of you are already swiping, on another screen.'
        }
      >
        {open && <Button onClick={() => setJoining(true)}>Join</Button>}
      </EmptyState>
      {joining && <JoinDialog session={session} open onOpenChange={setJoining} />}
    </div>
  );
}

function Deck({
  session,
  viewers,
  onLeave,
}: {
  session: DecideSession;
  viewers: DecideViewer[];
  /** We end the session ourselves (no 'has ended' message), or, false, failed to. */
  onLeave: (closing: boolean) => void;
}) {
  const labels = useOwnershipLabels();
  const mutations = useDecideMutations();
  const [, navigate] = useLocation();
  const deck = useDeckTurn(session, viewers);
  const [seenMatch, setSeenMatch] = useState<string | null>(null);
  // A match stays on screen until 'Keep swiping', whatever a later answer of /current (asked before it) says.
  const [shownMatch, setShownMatch] = useState<DecideCard | null>(null);
  if (session.match && session.match.key !== seenMatch && session.match.key !== shownMatch?.key) {
    setShownMatch(session.match);
  }
  const size = session.deck.length;
  const me = deck.turn ?? viewers[0] ?? session.startedBy;
  const other = otherViewer(me);
  const match = shownMatch && shownMatch.key !== seenMatch ? shownMatch : null;
  const card = deck.turn === null || deck.covered || match ? null : session.deck[deck.position(deck.turn)];

  const vote = (answer: Vote) => {
    const viewer = deck.turn;
    if (viewer === null || !card) return;
    const index = deck.position(viewer);
    deck.setAnswered(viewer, index + 1);
    mutations.vote.mutateAsync({ id: session.id, viewer, key: card.key, vote: answer }).catch(() => {
      deck.setAnswered(viewer, index);
      toast({
        title: 'Your answer was not sent',
        description: `${card.title} is back to answer again.`,
        variant: 'destructive',
      });
    });
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!card) return;
    const answer = voteOfKey(event);
    if (!answer) return;
    event.preventDefault();
    vote(answer);
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const leave = () => {
    onLeave(true);
    mutations.close.mutateAsync(session.id).then(
      () => navigate('/', { replace: true }),
      () => {
        onLeave(false);
        toast({ title: 'Could not close. Please try again.', variant: 'destructive' });
      },
    );
  };
  // Tonight's title is started: home, and the session ends for both of us.
  const started = () => {
    onLeave(true);
    navigate('/', { replace: true });
    mutations.close.mutate(session.id);
  };

  const shown = Math.min(deck.position(me) + 1, size);
  const otherJoined = session.joined.includes(other);
  return (
    <div className="flex min-h-full flex-col gap-5 px-4 pb-8 pt-5 md:px-8 md:pt-8">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Decide together</h1>
          <div className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted-foreground">
            {size > 0 && (
              <p>
                {session.passThePhone && deck.turn !== null
                  ? `${labels[deck.turn]} · card ${shown} of ${size}`
                  : `Card ${shown} of ${size}`}
              </p>
            )}
            {!session.passThePhone && (
              <p aria-live="polite">
                {otherJoined
                  ? `${labels[other]}: ${session.progress[other]} of ${size}`
                  : `Waiting for ${labels[other]} to join`}
              </p>
            )}
          </div>
        </div>
        <Button variant="outline" onClick={leave} disabled={mutations.close.isPending}>
          <XIcon aria-hidden="true" />
          Close
        </Button>
      </header>

      <div aria-live="polite" className="flex flex-1 flex-col">
        {match ? (
          <MatchPanel card={match} onKeepSwiping={() => setSeenMatch(match.key)} onStarted={started} />
        ) : deck.covered && deck.turn ? (
          <PassCover name={labels[deck.turn]} onReady={deck.handOver} />
        ) : card ? (
          <div className="mx-auto flex w-full max-w-sm flex-col gap-4">
            <DeckCard key={card.key} card={card} onVote={vote} />
            <div className="grid grid-cols-2 gap-3">
              <Button
                variant="secondary"
                size="lg"
                aria-label={`No: ${card.title}`}
                onClick={() => vote('no')}
              >
                <ThumbsDownIcon aria-hidden="true" />
                No
              </Button>
              <Button size="lg" aria-label={`Yes: ${card.title}`} onClick={() => vote('yes')}>
                <ThumbsUpIcon aria-hidden="true" />
                Yes
              </Button>
            </div>
            <p className="hidden text-center text-xs text-muted-foreground md:block">
              Swipe the card, or use the ← and → keys.
            </p>
          </div>
        ) : size === 0 ? (
          <EmptyState
            icon={HeartHandshakeIcon}
            title="Nothing fits tonight"
            description="No title fits these constraints. Close, and start again with fewer of them."
          />
        ) : session.oneYes.length > 0 ? (
          <OneYesList cards={session.oneYes} onStarted={started} />
        ) : deck.bothDone ? (
          <EmptyState
            icon={HeartHandshakeIcon}
            title="No title got a yes"
            description="Close, and start again with other constraints."
          />
        ) : (
          <EmptyState
            icon={HeartHandshakeIcon}
            title={`Waiting for ${labels[other]}`}
            description={`You've answered every card. ${labels[other]} is still swiping.`}
          />
        )}
      </div>
    </div>
  );
}
