import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { MediaType } from '../../../../domain/schemas/film';
import type { ItemStatus, LibraryItem, Reaction } from '../../../../domain/schemas/library';
import type { Ownership } from '../../../../domain/schemas/people';
import { ReactionButtons } from '../../components/reaction-buttons';
import { SegmentedChoice } from '../../components/segmented-choice';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useOwnershipLabels } from '../../lib/household';
import { libraryApi, refreshLibrary, useLibrary } from '../../lib/library';

export interface AddableTitle {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  year: number | null;
  posterPath: string | null;
  backdropPath: string | null;
  runtime: number | null;
}

const statuses: { value: ItemStatus; label: string }[] = [
  { value: 'to_watch', label: 'Want to Watch' },
  { value: 'watching', label: 'Watching' },
  { value: 'watched', label: 'Watched' },
];

/** The household's thumbs for a title already in the library (PUT /api/library/{id}/reaction). */
function LibraryReaction({ item }: { item: LibraryItem }) {
  const queryClient = useQueryClient();
  const react = async (reaction: Reaction | null) => {
    try {
      await apiRequest<LibraryItem>('PUT', `/api/library/${item.id}/reaction`, { reaction });
      toast({ title: 'Rating updated!', variant: 'success' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update the rating. Please try again.',
        variant: 'destructive',
      });
    } finally {
      await refreshLibrary(queryClient, item.id);
    }
  };
  return <ReactionButtons value={item.userRating} onChange={(reaction) => void react(reaction)} />;
}

/** The title page's 'Add to Library': who it belongs to (required) and where it starts. */
export function AddToLibraryDialog({ title }: { title: AddableTitle }) {
  const queryClient = useQueryClient();
  const labels = useOwnershipLabels();
  const library = useLibrary();
  const [open, setOpen] = useState(false);
  const [ownership, setOwnership] = useState<Ownership | ''>('');
  const [status, setStatus] = useState<ItemStatus>('to_watch');
  const [saving, setSaving] = useState(false);

  const inLibrary = library.data?.find(
    (item) => item.tmdbId === title.tmdbId && item.mediaType === title.mediaType,
  );
  if (inLibrary) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant="secondary" className="h-9 gap-1.5 px-3 text-sm">
          <CheckIcon className="size-4" aria-hidden="true" />
          In your library
        </Badge>
        <LibraryReaction item={inLibrary} />
      </div>
    );
  }

  const add = async () => {
    if (ownership === '') {
      toast({
        title: 'Select ownership',
        description: 'Please choose who this belongs to before adding to library.',
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      await libraryApi.add({ ...title, ownership, status });
      toast({
        title: 'Added to library!',
        description: `${title.title} is in your library.`,
        variant: 'success',
      });
      setOpen(false);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: message ?? 'Failed to add to library', variant: 'destructive' });
    } finally {
      setSaving(false);
      await refreshLibrary(queryClient);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          Add to Library
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-[425px]">
        <DialogHeader>
          <DialogTitle>Add to Library</DialogTitle>
          <DialogDescription>{title.title}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label>Ownership</Label>
          <SegmentedChoice<Ownership | ''>
            label="Ownership"
            value={ownership}
            onChange={setOwnership}
            options={[
              { value: 'together', label: labels.together, name: labels.together },
              { value: 'person1', label: labels.person1, name: labels.person1 },
              { value: 'person2', label: labels.person2, name: labels.person2 },
            ]}
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
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={saving} onClick={() => void add()}>
            {saving ? 'Adding...' : 'Add to Library'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
