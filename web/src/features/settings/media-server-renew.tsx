import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { WriteButton } from '../../components/write-button';
import { useMediaServerMutations } from '../../lib/api/use-media-server-mutations';
import { toast } from '../../lib/use-toast';

/** New secret addresses for every media server, after asking: the old ones stop working at once. */
export function RenewMediaServerAddresses() {
  const { renew } = useMediaServerMutations();
  const [confirming, setConfirming] = useState(false);

  const confirm = () => {
    setConfirming(false);
    renew.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Addresses renewed',
          description: 'The old addresses no longer work. Paste the new ones into your media servers.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to renew the addresses. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <>
      <WriteButton
        variant="secondary"
        size="sm"
        disabled={renew.isPending}
        onClick={() => setConfirming(true)}
      >
        <RefreshCwIcon aria-hidden="true" />
        {renew.isPending ? 'Renewing...' : 'Renew Addresses'}
      </WriteButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Renew the media server addresses?"
        description="The current addresses of Jellyfin, Plex and Emby stop working at once: plays reach this app again only once each server has its new address."
        confirmLabel="Renew"
        onConfirm={confirm}
      />
    </>
  );
}
