import { CopyIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import type { MediaServerKind } from '../../lib/api/media-servers-shapes';
import { toast } from '../../lib/use-toast';
import { mediaServerHowTo, mediaServerNames } from './media-server-how-to';
import { SettingsRow } from './settings-row';

/** A media server's webhook address with its how-to; copied in one tap. */
export function MediaServerAddressRow({ kind, webhookPath }: { kind: MediaServerKind; webhookPath: string }) {
  const input = useRef<HTMLInputElement>(null);
  const name = mediaServerNames[kind];
  const address = new URL(webhookPath, window.location.origin).href;

  const copy = () => {
    // The clipboard needs a secure page (HTTPS or localhost): elsewhere the address is selected for the user to copy.
    const written = window.isSecureContext
      ? navigator.clipboard.writeText(address)
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
          <Input
            ref={input}
            readOnly
            value={address}
            aria-label={`${name} webhook address`}
            className="min-w-0 font-mono sm:flex-1"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" size="sm" onClick={copy} aria-label={`Copy the ${name} address`}>
            <CopyIcon aria-hidden="true" />
            Copy
          </Button>
        </div>
      }
    />
  );
}
