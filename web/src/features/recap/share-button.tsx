import { Share2Icon } from 'lucide-react';
import { useState } from 'react';
import type { Statistics } from '#domain/schemas/statistics';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/use-toast';
import { drawShareCard, shareOrDownload } from './share-card';

const fileNameOf = (statistics: Statistics) =>
  `watchlist-rewind-${statistics.timeframe.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;

/** 'Share': the recap on screen as a PNG card, to the share sheet or the downloads. */
export function ShareButton({
  statistics,
  labels,
  disabled,
}: {
  statistics: Statistics;
  labels: OwnershipLabels;
  disabled: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const names = statistics.viewer ? labels[statistics.viewer] : `${labels.person1} & ${labels.person2}`;
      const blob = await drawShareCard(statistics, names, `watched ${labels.together.toLowerCase()}`);
      await shareOrDownload(blob, fileNameOf(statistics));
    } catch {
      toast({
        title: 'Could not share your recap',
        description: 'The image could not be made. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void share()} disabled={disabled || busy} variant="secondary">
      <Share2Icon aria-hidden="true" />
      {busy ? 'Preparing...' : 'Share'}
    </Button>
  );
}
