// The choices of Tonight's pick, apart from its rules (evening.ts): the library's schemas are built from these
// lists, and the rules read the library's items, so one module for both made an import cycle.

/** Tonight's pick: how much time the evening has. */
export const eveningTimes = ['any', 'under-90', 'under-120', 'episode'] as const;
export type EveningTime = (typeof eveningTimes)[number];

export const eveningKinds = ['all', 'movie', 'tv'] as const;
export type EveningKind = (typeof eveningKinds)[number];

/** The evening's constraints on the random pick, beside whose titles it draws from. */
export interface EveningConstraints {
  /** Only titles that stream (stream, free or ads) on one of our services. */
  onServices: boolean;
  time: EveningTime;
  kind: EveningKind;
  /** A genre the title has (as the library names it); null: any. */
  genre: string | null;
}

export type EveningConstraint = keyof EveningConstraints;

/** The order the constraints are applied in, and named in when they leave nothing. */
export const eveningConstraintOrder = [
  'onServices',
  'time',
  'kind',
  'genre',
] as const satisfies readonly EveningConstraint[];

export const anyEvening: EveningConstraints = { onServices: false, time: 'any', kind: 'all', genre: null };
