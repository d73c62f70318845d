import {
  defaultOwnershipLabels,
  ownershipLabelsSchema,
  regionCodeSchema,
  servicesSchema,
  themeSchema,
  type Settings,
  type SettingsUpdate,
} from '#domain/schemas/settings';
import { writeTransaction, type Db } from '../../db/connection';

const defaults: Settings = {
  theme: 'system',
  ownershipLabels: defaultOwnershipLabels,
  region: 'US',
  services: [],
};

export function createSettingsRepository(db: Db) {
  const all = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings');
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  return {
    /** Stored values over the defaults; a value that no longer parses falls back to its default. */
    read(): Settings {
      const stored = new Map(all.all().map((row) => [row.key, JSON.parse(row.value) as unknown]));
      return {
        theme: themeSchema.catch(defaults.theme).parse(stored.get('theme')),
        ownershipLabels: ownershipLabelsSchema
          .catch(defaults.ownershipLabels)
          .parse(stored.get('ownershipLabels')),
        region: regionCodeSchema.catch(defaults.region).parse(stored.get('region')),
        services: servicesSchema.catch(defaults.services).parse(stored.get('services')),
      };
    },
    update(change: SettingsUpdate): void {
      writeTransaction(db, () => {
        for (const [key, value] of Object.entries(change)) upsert.run(key, JSON.stringify(value));
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
