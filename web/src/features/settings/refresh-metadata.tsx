import { CircleCheckIcon, RefreshCwIcon } from 'lucide-react';
import type { RefreshJob } from '#domain/schemas/transfer';
import { WriteButton } from '../../components/write-button';
import { toast } from '../../lib/use-toast';
import { useRefreshJob } from '../../lib/api/refresh-job';
import { useRefreshJobMutations } from '../../lib/api/use-refresh-job-mutations';
import { cn } from '../../lib/cn';
import { toastFailure } from './failure-toast';
import { RefreshProgress } from './refresh-progress';
import { SettingsRow } from './settings-row';

const announceFinished = (job: RefreshJob) =>
  toast({ title: 'Metadata Refreshed', description: job.message, variant: 'success' });

/** Refresh Metadata: a job on the server; its progress here, followed across reloads, then the toast. */
export function RefreshMetadata() {
  const { data: job } = useRefreshJob(announceFinished);
  const { start } = useRefreshJobMutations();
  const running = job?.state === 'running';

  const onStart = () =>
    start.mutate(undefined, {
      onError: (error) =>
        toastFailure('Refresh Failed', error, 'The metadata refresh could not be started. Please try again.'),
    });

  return (
    <SettingsRow
      label="Refresh Metadata"
      description="Read every title’s details and ratings afresh."
      detail={
        running ? (
          <RefreshProgress job={job} />
        ) : (
          job?.state === 'finished' && (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              Last refresh: {job.message}.
            </p>
          )
        )
      }
    >
      <WriteButton variant="secondary" size="sm" onClick={onStart} disabled={running || start.isPending}>
        <RefreshCwIcon aria-hidden="true" className={cn(running && 'motion-safe:animate-spin')} />
        {running ? 'Refreshing...' : 'Refresh'}
      </WriteButton>
    </SettingsRow>
  );
}
