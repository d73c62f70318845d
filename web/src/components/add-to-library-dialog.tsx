import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { AddLibraryItem, ItemStatus } from '#domain/schemas/library';
import type { Ownership } from '#domain/schemas/people';
import { SegmentedChoice } from './segmented-choice';
import { FormDialog } from './form-dialog';
import { WriteButton } from './write-button';
import { Label } from './ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';
import { toast } from '../lib/use-toast';
import { ApiError } from '../lib/api-client';
import { useLibraryMutations } from '../lib/api/use-library-mutations';
import { householdChoices, useOwnershipLabels } from '../lib/household';
import { itemStatusLabels } from '../lib/labels';

/** What the title page knows of a title to add: the server completes it from the film data. */
export type AddableTitle = Omit<AddLibraryItem, 'ownership' | 'status'>;

const statuses: ItemStatus[] = ['to_watch', 'watching', 'watched'];

/** The title page's 'Add to Library' (for a title not in the library): who it belongs to (required) and where it starts. */
export function AddToLibraryDialog({
  title,
  autoFocus = false,
}: {
  title: AddableTitle;
  autoFocus?: boolean;
}) {
  const mutations = useLibraryMutations();
  const labels = useOwnershipLabels();
  const [open, setOpen] = useState(false);
  const [ownership, setOwnership] = useState<Ownership | ''>('');
  const [status, setStatus] = useState<ItemStatus>('to_watch');

  const add = async () => {
    if (ownership === '') {
      toast({
        title: 'Select ownership',
        description: 'Please choose who this belongs to before adding to library.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await mutations.add({ ...title, ownership, status });
      toast({
        title: 'Added to library!',
        description: `${title.title} is in your library.`,
        variant: 'success',
      });
      setOpen(false);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: message ?? 'Failed to add to library', variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <WriteButton autoFocus={autoFocus}>
          <PlusIcon aria-hidden="true" />
          Add to Library
        </WriteButton>
      }
      title="Add to Library"
      description={title.title}
      confirmLabel="Add to Library"
      busyLabel="Adding..."
      busy={mutations.pending}
      onConfirm={() => void add()}
    >
      <div className="grid gap-2">
        <Label>Ownership</Label>
        <SegmentedChoice<Ownership | ''>
          label="Ownership"
          value={ownership}
          onChange={setOwnership}
          options={householdChoices(labels, 'together')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="add-status">Status</Label>
        <Select value={status} onValueChange={(value) => setStatus(value as ItemStatus)}>
          <SelectTrigger id="add-status" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {statuses.map((option) => (
              <SelectItem key={option} value={option}>
                {itemStatusLabels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </FormDialog>
  );
}
