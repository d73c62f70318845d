import { useState, type SyntheticEvent } from 'react';
import { OWNERSHIP_LABEL_MAX_LENGTH } from '#domain/rules/constants';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { Button } from '../../components/ui/button';
import { WriteButton } from '../../components/write-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../lib/use-toast';
import { useSettingsMutations } from '../../lib/api/use-settings-mutations';
import { toastFailure } from './failure-toast';

const fields = [
  { key: 'person1', label: 'First Person' },
  { key: 'person2', label: 'Second Person' },
  { key: 'together', label: 'Together' },
] as const;

export function UpdateNamesDialog({ labels }: { labels: OwnershipLabels }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(labels);
  const { update } = useSettingsMutations();
  const complete = fields.every(({ key }) => draft[key].trim() !== '');

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) setDraft(labels);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    update.mutate(
      { ownershipLabels: draft },
      {
        onSuccess: () => {
          toast({ title: 'Settings Updated', variant: 'success' });
          setOpen(false);
        },
        onError: (error) => toastFailure('Error', error, 'Failed to update names.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Update Names
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Update Names</DialogTitle>
            <DialogDescription>These names label who owns a title and who watched it.</DialogDescription>
          </DialogHeader>
          {fields.map(({ key, label }) => (
            <div key={key} className="grid gap-2">
              <Label htmlFor={`name-${key}`}>{label}</Label>
              <Input
                id={`name-${key}`}
                value={draft[key]}
                maxLength={OWNERSHIP_LABEL_MAX_LENGTH}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              />
            </div>
          ))}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <WriteButton type="submit" disabled={!complete || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </WriteButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
