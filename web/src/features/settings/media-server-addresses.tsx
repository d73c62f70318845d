import type { MediaServerKind } from '#domain/schemas/media-servers';
import { CopyIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../lib/use-toast';
import { mediaServerHowTo, mediaServerNames } from './media-server-how-to';
import { RenewMediaServerAddress } from './media-server-renew';
import { SettingsRow } from './settings-row';

/**
 * A media server's webhook address with its how-to, copied in one tap. The server keeps only a fingerprint of the
 * address's secret, so it is shown once, when made; afterwards Renew makes a new one to show.
 */
export function MediaServerAddressRow({
  kind,
  webhookPath,
}: {
  kind: MediaServerKind;
  webhookPath: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const name = mediaServerNames[kind];
  const address = webhookPath === null ? null : new URL(webhookPath, window.location.origin).href;

  const copy = (text: string) => {
    // The clipboard needs a secure page (HTTPS or localhost): elsewhere the address is selected for the user to copy.
    const written = window.isSecureContext
      ? navigator.clipboard.writeText(text)
      : Promise.reject(new Error('The clipboard needs a secure page'));
    written
      .then(() => toast({ title: 'Copied', description: `Paste it into ${name}.` }))
      .catch(() => {
        input.current?.select();
        toast({
          title: 'Copy the selected address',
          description: 'This page cannot write to the clipboard.',
        });
      });
  };

  return (
    <SettingsRow
      label={name}
      description={mediaServerHowTo[kind]}
      detail={
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {address === null ? (
            <p className="min-w-0 text-sm text-muted-foreground sm:flex-1">
              Shown only when it is made. Renew to see a new address (the current one then stops working).
            </p>
          ) : (
            <Input
              ref={input}
              readOnly
              value={address}
              aria-label={`${name} webhook address`}
              className="min-w-0 font-mono sm:flex-1"
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
          <div className="flex gap-2 *:flex-1 sm:*:flex-none">
            {address !== null && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => copy(address)}
                aria-label={`Copy the ${name} address`}
              >
                <CopyIcon aria-hidden="true" />
                Copy
              </Button>
            )}
            <RenewMediaServerAddress kind={kind} />
          </div>
        </div>
      }
    />
  );
}
