import type { Play } from './play';

/** Whose plays a media-server user's are, as far as the household has said. */
export interface UserMapping {
  viewer: 'person1' | 'person2' | 'both' | null;
  /** False until the household chose; a null viewer then means "ignore". */
  asked: boolean;
}

/** A mapped user's play kept and not recorded yet: recorded after the webhook answered (and again after a restart). */
export const RECEIVED = 'Received';

/** A play whose user nobody has said whose plays are. */
export const WAITING_FOR_WHO = 'Waiting for who';

/** What became of an event, as the activity shows it. */
export function outcomeOf(play: Play, user: UserMapping | undefined): string {
  if (play.event === 'test') return 'Test received';
  if (play.event === 'ignored') return ignoredOutcome(play.why ?? 'not a play');
  if (user === undefined || !user.asked) return WAITING_FOR_WHO;
  if (user.viewer === null) return ignoredOutcome(`${play.user ?? 'this user'} is set to Ignore`);
  return RECEIVED;
}

/** 'Ignored: {why}': an event that records nothing. */
export const ignoredOutcome = (why: string): string => `Ignored: ${why}`;

/** A play recorded as one viewing by both people (two finishes within the Together window, or a shared user's). */
export const TOGETHER = 'Together';

/** The same play sent again (or a third finish of a Together viewing): recorded once already. */
export const ALREADY_RECORDED = 'Already recorded';

/** A recorded play the household took back with Undo. */
export const UNDONE = 'Undone';

/** The household's names, as Settings gives them. */
export interface HouseholdNames {
  person1: string;
  person2: string;
}

/** What recording a play says: 'Recorded: {title} for {name}', or 'Together' for a viewing by both. */
export const recordedOutcome = (
  title: string,
  viewer: 'person1' | 'person2' | 'both',
  names: HouseholdNames,
): string => (viewer === 'both' ? TOGETHER : `Recorded: ${title} for ${names[viewer]}`);

/** A play that could not be matched to a title: the household matches it by hand. */
export const NOT_MATCHED = 'Not matched';

/** Whether an outcome is a viewing this app recorded ('Recorded: {title} for {name}', 'Together'): Undo takes it back. */
export const isRecordedOutcome = (outcome: string): boolean =>
  outcome.startsWith('Recorded: ') || outcome === 'Together';

/** The outcome a user's waiting plays take once the household says whose they are. */
export const settledOutcome = (name: string, viewer: UserMapping['viewer']): string =>
  viewer === null ? ignoredOutcome(`${name} is set to Ignore`) : RECEIVED;

const EVENT_MESSAGES = {
  finished: 'Finished',
  stopped: 'Stopped before the end',
  unplayed: 'Marked unplayed',
  test: 'A test notification',
} as const;

/** What the server said happened, in short. */
export const eventMessage = (play: Play): string =>
  play.event === 'ignored' ? (play.why ?? 'Not a play') : EVENT_MESSAGES[play.event];
