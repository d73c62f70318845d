import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { mediaServerQueries } from '../../lib/api/media-servers';
import { MediaServerActivityList } from './media-server-activity';
import { MediaServerAddressRow } from './media-server-addresses';
import { mediaServerKinds } from './media-server-how-to';
import { MediaServerOptions } from './media-server-options';
import { MediaServerUsers } from './media-server-users';
import { SettingsSection } from './settings-row';

/**
 * Settings → Media servers: the webhook address each of Jellyfin, Plex and Emby posts its plays to, who each of
 * their users is, and what became of the last events they sent.
 */
export function MediaServers() {
  const overview = useQuery(mediaServerQueries.overview());
  const data = overview.data;

  return (
    <SettingsSection id="media-servers" title="Media servers">
      {data ? (
        <>
          {mediaServerKinds.map((kind) => {
            const server = data.servers.find((shown) => shown.kind === kind);
            return (
              server && <MediaServerAddressRow key={kind} kind={kind} webhookPath={server.webhookPath} />
            );
          })}
          <MediaServerUsers users={data.users} />
          <MediaServerOptions onlyLibraryTitles={data.onlyLibraryTitles} />
          <MediaServerActivityList activity={data.activity} />
        </>
      ) : overview.isError ? (
        <div className="flex min-h-16 flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm text-muted-foreground">
          Failed to load the media servers.
          <Button variant="secondary" size="sm" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div role="status" aria-label="Loading the media servers" className="flex flex-col gap-3 px-4 py-4">
          {mediaServerKinds.map((kind) => (
            <Skeleton key={kind} className="h-10 w-full" />
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
