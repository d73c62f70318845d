import type { MediaServerKind } from '#domain/schemas/media-servers';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { WriteButton } from '../../components/write-button';
import { useMediaServerMutations } from '../../lib/api/use-media-server-mutations';
import { toast } from '../../lib/use-toast';
import { mediaServerNames } from './media-server-how-to';

/** A new secret address for one media server, after asking: the old one stops working at once. */
export function RenewMediaServerAddress({ kind }: { kind: MediaServerKind }) {
  const { renew } = useMediaServerMutations();
  const [confirming, setConfirming] = useState(false);
  const name = mediaServerNames[kind];
  const pending = renew.isPending && renew.variables === kind;

  const make = () => {
    setConfirming(false);
    renew.mutate(kind, {
      onSuccess: () =>
        toast({
          title: 'Address renewed',
          description: `Copy it now and paste it into ${name}: it is shown only this once.`,
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: `Failed to renew the ${name} address. Please try again.`,
          variant: 'destructive',
        }),
    });
  };

  return (
    <>
      <WriteButton
        variant="secondary"
        size="sm"
        disabled={pending}
        aria-label={`Renew the ${name} address`}
        onClick={() => setConfirming(true)}
      >
        <RefreshCwIcon aria-hidden="true" />
        {pending ? 'Renewing...' : 'Renew'}
      </WriteButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Renew the ${name} address?`}
        description={`The current address stops working at once: plays from ${name} reach this app again only once it has the new one.`}
        confirmLabel="Renew"
        onConfirm={make}
      />
    </>
  );
}
