-- The library list's viewing totals and the recap's per-title, per-viewer tallies read every viewing: with the
-- columns they read in one index, SQLite reads the index alone, already grouped by title and viewer. It starts
-- with library_item_id, so it also serves every lookup the old index did.
CREATE INDEX viewings_item_viewer_day ON viewings (library_item_id, viewer, watched_date, user_rating);
DROP INDEX viewings_library_item;
