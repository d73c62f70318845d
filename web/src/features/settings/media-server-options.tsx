import { useId } from 'react';
import { Switch } from '../../components/ui/switch';
import { useMediaServerMutations } from '../../lib/api/use-media-server-mutations';
import { toast } from '../../lib/use-toast';
import { useWriteGuard } from '../../lib/write-guard';
import { SettingsRow } from './settings-row';

/** 'Only titles already in our library': plays of other titles are ignored rather than added. */
export function MediaServerOptions({ onlyLibraryTitles }: { onlyLibraryTitles: boolean }) {
  const { setOptions } = useMediaServerMutations();
  const guard = useWriteGuard();
  const labelId = useId();
  const descriptionId = useId();
  // A change on its way shows at once.
  const shown = setOptions.isPending ? setOptions.variables.onlyLibraryTitles : onlyLibraryTitles;

  const change = (only: boolean) => {
    if (guard.blocked) {
      toast({ title: 'Not saved', description: guard.reason });
      return;
    }
    setOptions.mutate(
      { onlyLibraryTitles: only },
      {
        onSuccess: () =>
          toast({
            title: 'Settings Updated',
            description: only
              ? 'Plays of titles not in your library are ignored.'
              : 'Plays of titles not in your library add them.',
            variant: 'success',
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to save the setting. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <SettingsRow
      label={<span id={labelId}>Only titles already in our library</span>}
      description={
        <span id={descriptionId}>A play of a title not in your library is ignored instead of adding it.</span>
      }
    >
      <Switch
        checked={shown}
        onCheckedChange={change}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
      />
    </SettingsRow>
  );
}
