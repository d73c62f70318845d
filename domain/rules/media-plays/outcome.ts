import type { Play } from './play';

/** Whose plays a media-server user's are, as far as the household has said. */
export interface UserMapping {
  viewer: 'person1' | 'person2' | 'both' | null;
  /** False until the household chose; a null viewer then means "ignore". */
  asked: boolean;
}

/** Stands for what the recording of a mapped user's play will say (matching and recording come next). */
export const RECEIVED = 'Received';

/** A play whose user nobody has said whose plays are. */
export const WAITING_FOR_WHO = 'Waiting for who';

/** What became of an event, as the activity shows it. */
export function outcomeOf(play: Play, user: UserMapping | undefined): string {
  if (play.event === 'test') return 'Test received';
  if (play.event === 'ignored') return `Ignored: ${play.why ?? 'not a play'}`;
  if (user === undefined || !user.asked) return WAITING_FOR_WHO;
  if (user.viewer === null) return `Ignored: ${play.user ?? 'this user'} is set to Ignore`;
  return RECEIVED;
}

/** A play that could not be matched to a title: the household matches it by hand. */
export const NOT_MATCHED = 'Not matched';

/** Whether an outcome is a viewing this app recorded ('Recorded: {title} for {name}', 'Together'): Undo takes it back. */
export const isRecordedOutcome = (outcome: string): boolean =>
  outcome.startsWith('Recorded: ') || outcome === 'Together';

/** The outcome a user's waiting plays take once the household says whose they are. */
export const settledOutcome = (name: string, viewer: UserMapping['viewer']): string =>
  viewer === null ? `Ignored: ${name} is set to Ignore` : RECEIVED;

const EVENT_MESSAGES = {
  finished: 'Finished',
  stopped: 'Stopped before the end',
  unplayed: 'Marked unplayed',
  test: 'A test notification',
} as const;

/** What the server said happened, in short. */
export const eventMessage = (play: Play): string =>
  play.event === 'ignored' ? (play.why ?? 'Not a play') : EVENT_MESSAGES[play.event];
