/** The streaming regions offered in Settings. */
export const regions = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japan' },
] as const;

export const regionCodes = [
  'US',
  'CA',
  'GB',
  'AU',
  'DE',
  'FR',
  'JP',
] as const satisfies readonly (typeof regions)[number]['code'][];

export const ownershipKeys = ['person1', 'person2', 'together'] as const;

/** The names until the household sets its own. */
export const defaultOwnershipLabels = {
  person1: 'Person 1',
  person2: 'Person 2',
  together: 'Together',
} as const satisfies Record<(typeof ownershipKeys)[number], string>;
