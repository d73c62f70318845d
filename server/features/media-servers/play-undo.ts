import { isRecordedOutcome } from '#domain/rules/media-plays/outcome';
import type { Clock } from '../../clock';
import { HttpError, notFound } from '../../errors';
import type { RecordingLibrary, RecordingSeasons, RecordingViewings } from './play-recorder';
import type { MediaServersRepository, PlayEffect, StoredEvent } from './repository';

export interface PlayUndoDeps {
  repository: MediaServersRepository;
  library: RecordingLibrary;
  viewings: RecordingViewings;
  seasons: RecordingSeasons;
  clock: Clock;
}

const otherPerson = (viewer: 'person1' | 'person2') => (viewer === 'person1' ? 'person2' : 'person1');

/**
 * Undo of a play this app recorded: exactly what it did is taken back. Its viewing is removed, or a Together it made
 * turned back into the one person's (the other person's own play stays recorded); a season's progress is put back;
 * the status it moved goes back; and a title it added, touched by nothing since, is removed.
 */
export function createPlayUndo({ repository, library, viewings, seasons, clock }: PlayUndoDeps) {
  function takeBackViewing(event: StoredEvent, viewing: NonNullable<PlayEffect['viewing']>): void {
    if (viewings.viewerOf(viewing.id) === undefined) return;
    if (viewing.joinedFrom !== null) {
      viewings.setViewer(viewing.id, viewing.joinedFrom);
      return;
    }
    const joiner = repository.joinersOf(viewing.id, event.id)[0];
    const joinerEffect = joiner?.effect;
    if (joiner && joinerEffect?.viewing?.joinedFrom && joinerEffect.viewing.joinedFrom !== 'both') {
      // The other person's play joined this viewing: it stays, as theirs alone.
      viewings.setViewer(viewing.id, otherPerson(joinerEffect.viewing.joinedFrom));
      repository.setEffect(joiner.id, { ...joinerEffect, viewing: { id: viewing.id, joinedFrom: null } });
      return;
    }
    viewings.remove(viewing.id);
  }

  /** A season's progress put back, unless it moved on since (a later play, the household): that stands. */
  function putSeasonBack(season: NonNullable<PlayEffect['season']>): void {
    const now = seasons.season(season.id);
    const { movedTo } = season;
    if (now?.status !== movedTo.status || now.episodeBookmark !== movedTo.episodeBookmark) return;
    seasons.setStatus(season.id, season.status);
    if (season.episodeBookmark !== null) seasons.setEpisodeBookmark(season.id, season.episodeBookmark);
  }

  /** Once taken back: no other play recorded anything of it, and the household gave it no viewing, rating or status. */
  function untouched(itemId: number, eventId: number): boolean {
    const state = library.state(itemId);
    const counts = viewings.viewerCounts(itemId);
    return (
      !repository.otherPlaysOf(itemId, eventId) &&
      counts.person1 + counts.person2 + counts.both === 0 &&
      state.status === 'to_watch' &&
      state.userRating === null
    );
  }

  return {
    undo(id: number) {
      const event = repository.storedEvent(id);
      if (!event) throw notFound(`No media server event with id ${id}`);
      const { effect } = event;
      if (!isRecordedOutcome(event.outcome) || event.undoneAt !== null || effect === null) {
        throw new HttpError(
          409,
          `Only a play this app recorded can be undone: this one is "${event.outcome}"`,
        );
      }
      library.transaction(() => {
        if (effect.viewing) takeBackViewing(event, effect.viewing);
        if (effect.season) putSeasonBack(effect.season);
        if (effect.statusBefore && library.state(effect.itemId).status === 'watched') {
          library.setStatus(effect.itemId, effect.statusBefore);
        }
        if (effect.itemAdded && untouched(effect.itemId, id)) library.remove(effect.itemId);
        repository.markUndone(id, clock.now().toISOString());
      });
      return repository.activityEntry(id);
    },
  };
}
