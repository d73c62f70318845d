import type { TitleHost } from '../lib/title-host';

const nothing = () => undefined;

/** A title host whose modals open nothing (a test replaces what it watches). */
export const noTitleHost: TitleHost = {
  openTitle: nothing,
  openItem: nothing,
  markWatched: nothing,
  manageSeasons: nothing,
  openRandomPick: nothing,
};
