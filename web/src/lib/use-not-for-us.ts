import type { RecommendationDismissalBody } from '#domain/schemas/recommendations';
import { useRecommendationMutations } from './api/use-recommendation-mutations';
import { toast } from './use-toast';

/** A title to set aside or bring back, with the name its toasts say. */
export type NamedTitle = RecommendationDismissalBody & { title: string };

/**
 * 'Not for us' with its toasts (an idea's card, a title's page) and its undo (the toast's Undo, Settings' list of
 * titles set aside). Setting aside is shown at once; the Undo brings the title back once the server has it.
 */
export function useNotForUs() {
  const mutations = useRecommendationMutations();

  const bringBack = (title: NamedTitle) =>
    mutations.undo(title).then(
      () =>
        toast({
          title: 'Brought back',
          description: `${title.title} can be suggested again.`,
          variant: 'success',
        }),
      () =>
        toast({
          title: 'Error',
          description: `Failed to bring back ${title.title}. Please try again.`,
          variant: 'destructive',
        }),
    );

  const setAside = (title: NamedTitle) => {
    const sent = mutations.dismiss(title);
    toast({
      title: 'Not for us',
      description: `${title.title} is set aside and will not be suggested again.`,
      variant: 'success',
      action: {
        label: 'Undo',
        altText: `Undo: bring ${title.title} back from Settings, under Not for us`,
        // Once the server has it set aside (a refusal says so in its own toast).
        onClick: () =>
          void sent.then(
            () => bringBack(title),
            () => undefined,
          ),
      },
    });
    void sent.catch(() => {
      toast({
        title: 'Error',
        description: `Failed to set ${title.title} aside. Please try again.`,
        variant: 'destructive',
      });
    });
  };

  return { setAside, bringBack, pending: mutations.pending };
}
