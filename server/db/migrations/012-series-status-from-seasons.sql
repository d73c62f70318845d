-- A series' stored status follows its seasons (domain/rules/season-follow.ts): every change to its seasons now
-- keeps it so, and this brings the series stored before in line. The season rollup's rule
-- (domain/rules/season-rollup.ts), over the counted seasons (numbered 1 and up, or season 0 when it is the only
-- kind): any watching → watching; every one watched or rewatch → watched; some → watching; none started → the
-- item's own status (unchanged). A series that becomes watched was finished when its last counted season was: its
-- finish dates are the latest watch of those seasons (kept as they are when none is recorded). Nothing is dated
-- now: a migration is not a moment of the household's watching.
WITH counted AS (
  SELECT s.id, s.library_item_id, s.status FROM seasons s
  WHERE s.season_number >= 1 OR NOT EXISTS (
    SELECT 1 FROM seasons o WHERE o.library_item_id = s.library_item_id AND o.season_number >= 1)
),
rollups AS (
  SELECT c.library_item_id,
    CASE
      WHEN SUM(c.status = 'watching') > 0 THEN 'watching'
      WHEN SUM(c.status IN ('watched', 'rewatch')) = COUNT(*) THEN 'watched'
      WHEN SUM(c.status IN ('watched', 'rewatch')) > 0 THEN 'watching'
    END AS status,
    (SELECT MAX(w.last_finished_at) FROM season_watches w JOIN counted f ON f.id = w.season_id
      WHERE f.library_item_id = c.library_item_id) AS finished_at
  FROM counted c
  GROUP BY c.library_item_id
)
UPDATE library_items SET
  status = r.status,
  date_finished = CASE WHEN r.status = 'watched' THEN COALESCE(r.finished_at, library_items.date_finished)
    ELSE library_items.date_finished END,
  finished_date = CASE WHEN r.status = 'watched' THEN COALESCE(r.finished_at, library_items.finished_date)
    ELSE library_items.finished_date END,
  updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM rollups r
WHERE r.library_item_id = library_items.id AND library_items.media_type = 'tv' AND r.status IS NOT NULL
  AND r.status != library_items.status;
