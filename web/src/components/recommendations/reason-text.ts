import type { RecommendationReason } from '#domain/schemas/recommendations';
import type { OwnershipLabels } from '#domain/schemas/settings';

/** 'Because you both liked {title}', 'Because {name} liked {title}', with the household's names. */
export function reasonText(reason: RecommendationReason, labels: OwnershipLabels): string {
  const who = reason.kind === 'both' ? 'you both' : labels[reason.kind];
  return `Because ${who} liked ${reason.title}`;
}
