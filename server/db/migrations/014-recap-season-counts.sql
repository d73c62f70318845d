-- A season the film data no longer lists counts toward its series' progress only once begun (migration 013): the
-- recap's tallies read a season's status and whether it is listed, so a change of either marks its title stale.
DROP TRIGGER seasons_update_recap;
CREATE TRIGGER seasons_update_recap
  AFTER UPDATE OF id, library_item_id, season_number, episode_count, status, listed ON seasons
  BEGIN
    INSERT INTO recap_stale (item_id) SELECT id FROM (SELECT OLD.library_item_id AS id UNION SELECT NEW.library_item_id)
      WHERE id NOT IN (SELECT item_id FROM recap_stale);
  END;
