-- The calendar feed's key is kept as its SHA-256 hash (hex), like session tokens: Settings shows the link once, when
-- it is made or renewed. A key stored as it is becomes its hash, so that the feed URLs subscribed today keep working.
-- sha256_hex is registered by migrate.ts.
UPDATE calendar_feed SET feed_key = sha256_hex(feed_key);
ALTER TABLE calendar_feed RENAME COLUMN feed_key TO key_hash;
