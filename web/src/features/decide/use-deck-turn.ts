import { useState } from 'react';
import type { DecideSession, DecideViewer } from '#domain/schemas/decide';
import { otherViewer } from './person-choice';

/**
 * Whose card is on this screen and where each of us is in the deck. On our own phones, the one who swipes here;
 * passing one phone, whoever started, then the other (after the cover that hands the phone over). A card answered
 * here counts at once, before the server's progress follows.
 */
export function useDeckTurn(session: DecideSession, viewers: readonly DecideViewer[]) {
  const [answered, setAnswered] = useState<Partial<Record<DecideViewer, number>>>({});
  const [handedTo, setHandedTo] = useState<DecideViewer | null>(null);
  const size = session.deck.length;
  const position = (viewer: DecideViewer) => Math.max(answered[viewer] ?? 0, session.progress[viewer]);
  const order = session.passThePhone
    ? [session.startedBy, otherViewer(session.startedBy)].filter((viewer) => viewers.includes(viewer))
    : viewers.slice(0, 1);
  const turn = order.find((viewer) => position(viewer) < size) ?? null;
  const holder = handedTo ?? order[0] ?? null;
  return {
    /** Who answers the card shown; null once every viewer of this screen has answered the whole deck. */
    turn,
    position,
    /** The phone is to be passed to `turn` before their first card shows. */
    covered: session.passThePhone && turn !== null && turn !== holder,
    handOver: () => setHandedTo(turn),
    bothDone: position('person1') >= size && position('person2') >= size,
    /** How many cards `viewer` has answered here (back by one when a vote failed). */
    setAnswered: (viewer: DecideViewer, count: number) =>
      setAnswered((before) => ({ ...before, [viewer]: count })),
  };
}
