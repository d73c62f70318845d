import { useQueryClient } from '@tanstack/react-query';
import { LogOutIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { APP_VERSION } from '#domain/rules/constants';
import { regions } from '#domain/rules/household';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/use-toast';
import { signOut } from '../../lib/session';
import { useSettings } from '../../lib/api/settings';
import { CalendarFeedRow } from './calendar-feed-row';
import { ExportLibraryButton } from './export-library-button';
import { ImportLibrary } from './import-library';
import { InstallAppRow } from './install-app-row';
import { MediaServers } from './media-servers';
import { NotForUsList } from './not-for-us-list';
import { NotificationsSection } from './notifications-section';
import { OurServices } from './our-services';
import { RefreshMetadata } from './refresh-metadata';
import { SettingsRow, SettingsSection } from './settings-row';
import { ThemePicker } from './theme-picker';
import { UpdateNamesDialog } from './update-names-dialog';
import { UpdatePinDialog } from './update-pin-dialog';
import { UpdateRegionDialog } from './update-region-dialog';

const filmSourceText = {
  tmdb: 'The Movie Database (TMDb). This product uses the TMDb API but is not endorsed or certified by TMDb.',
  offline: 'The bundled offline catalog of well-known titles. Set a TMDb API key to search every title.',
} as const;

const ratingsSourceText = {
  omdb: 'IMDb, Metacritic and Rotten Tomatoes, via OMDb.',
  catalog: 'IMDb, Metacritic and Rotten Tomatoes, as recorded in the bundled catalog.',
  none: 'IMDb, Metacritic and Rotten Tomatoes need an OMDb API key; TMDb ratings are shown meanwhile.',
} as const;

export function SettingsPage({ section }: { section?: string }) {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (section) document.getElementById(section)?.scrollIntoView({ block: 'start' });
  }, [section, settings.isSuccess]);

  const onSignOut = () => {
    setSigningOut(true);
    signOut(queryClient)
      .then(() => toast({ title: 'Signed Out', variant: 'success' }))
      .catch(() => {
        setSigningOut(false);
        toast({
          title: 'Error',
          description: 'Failed to sign out. Please try again.',
          variant: 'destructive',
        });
      });
  };

  const data = settings.data;
  const regionName = regions.find((region) => region.code === data?.region)?.name;

  return (
    <div className="mx-auto max-w-3xl pb-12">
      <PageHeader
        title="Settings"
        description="Your household's PIN, names, region, appearance, notifications, calendar, library data and media servers."
      />
      <div className="flex flex-col gap-8 px-4 md:px-8">
        <SettingsSection id="security" title="Security">
          <SettingsRow label="PIN" description={<span aria-label="PIN hidden">••••</span>}>
            <UpdatePinDialog />
          </SettingsRow>
        </SettingsSection>

        <SettingsSection id="appearance" title="Appearance">
          <SettingsRow label="Theme" description="System follows your device's setting.">
            <ThemePicker />
          </SettingsRow>
        </SettingsSection>

        <SettingsSection
          id="household"
          title="Household"
          action={data && <UpdateNamesDialog labels={data.ownershipLabels} />}
        >
          {data ? (
            <>
              <SettingsRow label="First Person" description={data.ownershipLabels.person1} />
              <SettingsRow label="Second Person" description={data.ownershipLabels.person2} />
              <SettingsRow label="Together" description={data.ownershipLabels.together} />
            </>
          ) : (
            <RowSkeletons count={3} />
          )}
        </SettingsSection>

        <SettingsSection id="region" title="Streaming">
          {data ? (
            <>
              <SettingsRow label="Streaming Region" description={regionName}>
                <UpdateRegionDialog region={data.region} />
              </SettingsRow>
              <OurServices chosen={data.services} regionName={regionName ?? data.region} />
            </>
          ) : (
            <RowSkeletons count={2} />
          )}
        </SettingsSection>

        <NotForUsList />

        <NotificationsSection />

        <SettingsSection id="calendar" title="Calendar">
          <CalendarFeedRow />
        </SettingsSection>

        <SettingsSection id="library" title="Library">
          <SettingsRow label="Export Library" description="Every title, season and viewing, as one CSV file.">
            <ExportLibraryButton />
          </SettingsRow>
          <ImportLibrary />
          <RefreshMetadata />
        </SettingsSection>

        <SettingsSection id="data" title="Data sources">
          {data ? (
            <>
              <SettingsRow label="Movie & TV data" description={filmSourceText[data.dataSources.film]} />
              <SettingsRow label="Ratings" description={ratingsSourceText[data.dataSources.ratings]} />
            </>
          ) : (
            <RowSkeletons count={2} />
          )}
        </SettingsSection>

        <MediaServers />

        <SettingsSection id="about" title="About">
          <InstallAppRow />
          <SettingsRow label="Watchlist" description={`Version ${APP_VERSION}`} />
          <SettingsRow label="Sign Out" description="Lock the watchlist on this device.">
            <Button variant="destructive" size="sm" onClick={onSignOut} disabled={signingOut}>
              <LogOutIcon aria-hidden="true" />
              Sign Out
            </Button>
          </SettingsRow>
        </SettingsSection>
      </div>
    </div>
  );
}

function RowSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className="flex min-h-16 items-center px-4">
      <Skeleton className="h-4 w-40" />
    </div>
  ));
}
