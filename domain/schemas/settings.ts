import { z } from 'zod';
import { OWNERSHIP_LABEL_MAX_LENGTH } from '../rules/constants';
import { regionCodes } from '../rules/household';

export { defaultOwnershipLabels } from '../rules/household';

export const themeSchema = z.enum(['system', 'light', 'dark'], {
  error: 'theme must be one of system, light or dark',
});
export type Theme = z.infer<typeof themeSchema>;

export const regionCodeSchema = z.enum(regionCodes, {
  error: 'region must be one of US, CA, GB, AU, DE, FR or JP',
});
export type RegionCode = z.infer<typeof regionCodeSchema>;

const labelSchema = (which: string) =>
  z
    .string({ error: `${which} must be text` })
    .trim()
    .min(1, `${which} must not be empty`)
    .max(OWNERSHIP_LABEL_MAX_LENGTH, `${which} must be at most ${OWNERSHIP_LABEL_MAX_LENGTH} characters`);

export const ownershipLabelsSchema = z.strictObject(
  {
    person1: labelSchema('ownershipLabels.person1'),
    person2: labelSchema('ownershipLabels.person2'),
    together: labelSchema('ownershipLabels.together'),
  },
  { error: 'ownershipLabels must be an object with person1, person2 and together' },
);
export type OwnershipLabels = z.infer<typeof ownershipLabelsSchema>;

/** The most services a household may choose (the regions list about 50 to 150). */
export const MAX_SERVICES = 60;

/** The household's streaming services, as TMDb's provider ids (checked against the region's list when saved). */
export const servicesSchema = z
  .array(
    z.number({ error: 'services must hold provider ids' }).int('services must hold provider ids').positive(),
    {
      error: 'services must be a list of provider ids',
    },
  )
  .max(MAX_SERVICES, `services must hold at most ${MAX_SERVICES} providers`)
  .refine((ids) => new Set(ids).size === ids.length, 'services must not name a provider twice');

export const settingsSchema = z.object({
  theme: themeSchema,
  ownershipLabels: ownershipLabelsSchema,
  region: regionCodeSchema,
  services: servicesSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const dataSourcesSchema = z.object({
  film: z.enum(['tmdb', 'offline']),
  ratings: z.enum(['omdb', 'catalog', 'none']),
});
export type DataSources = z.infer<typeof dataSourcesSchema>;

/** GET and PUT /api/settings answer the settings and, read-only, where film data and ratings come from. */
export const settingsResponseSchema = settingsSchema.extend({ dataSources: dataSourcesSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

const oneSetting = 'body must be exactly one of {theme}, {ownershipLabels}, {region} or {services}';

/** PUT /api/settings takes exactly one of the settings. */
export const settingsUpdateSchema = z
  .strictObject(
    {
      theme: themeSchema.optional(),
      ownershipLabels: ownershipLabelsSchema.optional(),
      region: regionCodeSchema.optional(),
      services: servicesSchema.optional(),
    },
    { error: oneSetting },
  )
  .refine((update) => Object.keys(update).length === 1, { error: oneSetting });
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
