/**
 * Where a title can be watched in the household's region (TMDb's watch/providers, data from JustWatch), by kind:
 * stream (a subscription: TMDb's flatrate), free, ads (free with ads), rent and buy. Apart from the schemas (zod),
 * so that the web app's first screen can use them without loading zod.
 */
export const offerKinds = ['stream', 'free', 'ads', 'rent', 'buy'] as const;
export type OfferKind = (typeof offerKinds)[number];

/** The kinds that let the household watch a title on a service without paying for it: 'On our services'. */
export const streamingKinds = ['stream', 'free', 'ads'] as const satisfies readonly OfferKind[];
