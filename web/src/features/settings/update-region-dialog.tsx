import { useState } from 'react';
import { regions } from '#domain/rules/household';
import type { RegionCode } from '#domain/schemas/settings';
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
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { toast } from '../../lib/use-toast';
import { useSettingsMutations } from '../../lib/api/use-settings-mutations';

export function UpdateRegionDialog({ region }: { region: RegionCode }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(region);
  const { update } = useSettingsMutations();

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) setDraft(region);
  };

  const save = () => {
    update.mutate(
      { region: draft },
      {
        onSuccess: () => {
          toast({ title: 'Settings Updated', variant: 'success' });
          setOpen(false);
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update region.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Update Region
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Region</DialogTitle>
          <DialogDescription>Where to watch is shown for this country.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="region-select">Streaming Region</Label>
          <Select value={draft} onValueChange={(value) => setDraft(value as RegionCode)}>
            <SelectTrigger id="region-select" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {regions.map((option) => (
                <SelectItem key={option.code} value={option.code}>
                  {option.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <WriteButton onClick={save} disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </WriteButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
