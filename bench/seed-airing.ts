/** Seeds what the daily airing check and the household leave over a bench library (see seed-library.ts). */
import { addDays } from '#domain/rules/calendar-days';
import type { Db } from '#server/db/connection';

export /** What the daily check and the household would have left: facts, episodes, watches, bookmarks, release dates. */
function seedAiring(db: Db, today: string): void {
  const series = db.prepare<[], { id: number }>("SELECT id FROM library_items WHERE media_type = 'tv'").all();
  const insertFacts = db.prepare(
    `INSERT INTO series_facts (library_item_id, status, last_season, last_episode, last_air_date, last_name,
       next_season, next_episode, next_air_date, next_name, checked_at)
     VALUES (?, ?, ?, 4, ?, 'Last', ?, 5, ?, 'Next', ?)`,
  );
  const insertEpisode = db.prepare(
    `INSERT INTO episodes (library_item_id, season_number, episode_number, name, air_date, runtime)
     VALUES (?, ?, ?, ?, ?, 45)`,
  );
  const lastSeason = db.prepare<[number], { n: number }>(
    'SELECT MAX(season_number) AS n FROM seasons WHERE library_item_id = ?',
  );
  const seasonsOf = db.prepare<[number], { id: number; status: string }>(
    'SELECT id, status FROM seasons WHERE library_item_id = ? ORDER BY season_number',
  );
  const watch = db.prepare(
    'INSERT INTO season_watches (season_id, rewatch_index, last_finished_at, created_at) VALUES (?, 0, ?, ?)',
  );
  const bookmark = db.prepare('UPDATE seasons SET episode_bookmark = ? WHERE id = ?');
  // One movie in 90 is to watch with a release date from 30 days back to 117 ahead (50 of them).
  const movies = db
    .prepare<[], { id: number }>("SELECT id FROM library_items WHERE media_type = 'movie' AND id % 90 = 1")
    .all();
  const release = db.prepare("UPDATE library_items SET status = 'to_watch', release_date = ? WHERE id = ?");
  const at = new Date().toISOString();
  db.transaction(() => {
    for (const [index, { id }] of series.entries()) {
      const season = lastSeason.get(id)?.n ?? 1;
      const airing = index % 3 === 0;
      insertFacts.run(
        id,
        airing ? 'Returning Series' : 'Ended',
        season,
        addDays(today, -3),
        airing ? season : null,
        airing ? addDays(today, 4 + (index % 30)) : null,
        at,
      );
      if (airing) {
        for (let episode = 1; episode <= 10; episode += 1) {
          insertEpisode.run(
            id,
            season,
            episode,
            `Episode ${episode}`,
            addDays(today, 7 * (episode - 5) + (index % 7)),
          );
        }
      }
      for (const [order, stored] of seasonsOf.all(id).entries()) {
        if (stored.status === 'watched') watch.run(stored.id, addDays(today, -order * 40), at);
        if (stored.status === 'watching') bookmark.run(1 + (index % 9), stored.id);
      }
    }
    for (const [index, { id }] of movies.entries()) release.run(addDays(today, index * 3 - 30), id);
  })();
}
