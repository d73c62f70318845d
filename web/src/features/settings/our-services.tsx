import { CircleCheckIcon } from 'lucide-react';
import { ServiceLogo } from '../../components/service-logo';
import { useAvailabilityCheck } from '../../lib/api/availability';
import { useOurServices } from '../../lib/our-services';
import { OurServicesDialog } from './our-services-dialog';
import { RefreshProgress } from './refresh-progress';
import { SettingsRow } from './settings-row';

/** Our services as logos, the dialog that chooses them, and the availability check (a region change starts one). */
export function OurServices({ chosen, regionName }: { chosen: readonly number[]; regionName: string }) {
  const services = useOurServices();
  const { data: job } = useAvailabilityCheck();

  if (!services.enabled) {
    return <SettingsRow label="Our services" description="Where to watch needs a TMDb key" />;
  }

  const description =
    chosen.length === 0 ? (
      'None chosen yet: choose them to see what you can watch tonight.'
    ) : (
      <span role="group" aria-label="Our services" className="mt-1 flex flex-wrap items-center gap-1.5">
        {services.ids.map((id) => {
          const provider = services.byId.get(id);
          return (
            <ServiceLogo
              key={id}
              provider={provider}
              name={provider?.name ?? `Service ${id}`}
              className="size-8"
            />
          );
        })}
      </span>
    );

  return (
    <SettingsRow
      label="Our services"
      description={description}
      detail={
        job?.state === 'running' ? (
          <div className="grid gap-1.5">
            <p className="text-sm text-muted-foreground">{job.message}</p>
            <RefreshProgress job={job} label="Availability check progress" />
          </div>
        ) : (
          job?.state === 'finished' &&
          job.reason === 'region' && (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {job.message}. Availability by JustWatch, via TMDb.
            </p>
          )
        )
      }
    >
      <OurServicesDialog chosen={chosen} regionName={regionName} />
    </SettingsRow>
  );
}
