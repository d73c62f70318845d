-- Whether the film data still lists a season (1) or no longer does (0: 'no longer listed'). A sync from a film-data
-- answer that lists seasons marks the stored ones it leaves out, and lists one again when it is back; the season is
-- kept with its status and watches. One never started does not count toward progress (domain/rules/season-rollup.ts).
ALTER TABLE seasons ADD COLUMN listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1));
