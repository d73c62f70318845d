-- Calls made to a rationed upstream (OMDb's free key allows 1,000 a day), per service and local day, so that a
-- restart does not forget what was spent.
CREATE TABLE upstream_quota (
  service TEXT NOT NULL,
  day TEXT NOT NULL,
  calls INTEGER NOT NULL,
  PRIMARY KEY (service, day)
);
