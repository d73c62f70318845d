import { CheckIcon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Provider } from '#domain/schemas/availability';
import { FormDialog } from '../../components/form-dialog';
import { ServiceLogo } from '../../components/service-logo';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/use-toast';
import { useRegionProviders } from '../../lib/api/availability';
import { useSettingsMutations } from '../../lib/api/use-settings-mutations';
import { cn } from '../../lib/cn';
import { toastFailure } from './failure-toast';

const matches = (provider: Provider, query: string) =>
  provider.name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());

/** Choose our services from the region's list (its most common first), with a search box. */
export function OurServicesDialog({ chosen, regionName }: { chosen: readonly number[]; regionName: string }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<readonly number[]>(chosen);
  const [query, setQuery] = useState('');
  const providers = useRegionProviders();
  const { update } = useSettingsMutations();
  const listed = providers.data?.providers;
  const shown = useMemo(() => (listed ?? []).filter((provider) => matches(provider, query)), [listed, query]);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setDraft(chosen);
      setQuery('');
    }
  };
  const toggle = (id: number) =>
    setDraft((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );

  const save = () =>
    update.mutate(
      { services: [...draft] },
      {
        onSuccess: () => {
          toast({ title: 'Settings Updated', variant: 'success' });
          setOpen(false);
        },
        onError: (error) => toastFailure('Error', error, 'Failed to update your services.'),
      },
    );

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={
        <Button variant="secondary" size="sm">
          Choose Services
        </Button>
      }
      title="Our services"
      description={`The streaming services you pay for in ${regionName}. Home, Lists and the random pick can keep to what streams on them.`}
      confirmLabel="Save"
      busyLabel="Saving..."
      busy={update.isPending}
      onConfirm={save}
    >
      <div className="grid gap-3">
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search services"
            placeholder="Search services"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {draft.length === 0 ? 'None chosen' : `${draft.length} chosen`}
        </p>
        <div className="-mx-1 max-h-[min(22rem,50dvh)] overflow-y-auto px-1">
          {providers.isPending ? (
            <div className="grid gap-2" role="status" aria-label="Loading services">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-11 w-full rounded-lg" />
              ))}
            </div>
          ) : providers.isError ? (
            <div className="flex flex-col items-start gap-2 py-2 text-sm text-muted-foreground">
              <p>The region’s services could not be loaded (TMDb did not answer).</p>
              <Button variant="secondary" size="sm" onClick={() => void providers.refetch()}>
                Try again
              </Button>
            </div>
          ) : shown.length === 0 ? (
            <p className="py-2 text-sm text-muted-foreground">
              {query ? `No service matches “${query.trim()}”.` : `TMDb lists no services for ${regionName}.`}
            </p>
          ) : (
            <ul className="grid gap-1" aria-label={`Services in ${regionName}`}>
              {shown.map((provider) => {
                const on = draft.includes(provider.id);
                return (
                  <li key={provider.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() => toggle(provider.id)}
                      className={cn(
                        'flex min-h-11 w-full items-center gap-3 rounded-lg border px-2 py-1.5 text-left text-sm transition-colors',
                        on ? 'border-primary/60 bg-primary/10' : 'border-transparent hover:bg-accent',
                      )}
                    >
                      <ServiceLogo provider={provider} name="" />
                      <span className="flex-1 font-medium">{provider.name}</span>
                      <span
                        className={cn(
                          'flex size-5 items-center justify-center rounded-full border',
                          on ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
                        )}
                        aria-hidden="true"
                      >
                        {on && <CheckIcon className="size-3.5" strokeWidth={3} />}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </FormDialog>
  );
}
