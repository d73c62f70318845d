import { useState, type SyntheticEvent } from 'react';
import { PIN_LENGTH } from '../../../../domain/rules/constants';
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
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { useUpdatePin } from './api';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, PIN_LENGTH);

export function UpdatePinDialog() {
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const updatePin = useUpdatePin();
  const valid = pin.length === PIN_LENGTH && pin === confirmation;

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPin('');
      setConfirmation('');
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!valid) {
      toast({
        title: 'Invalid PIN',
        description: 'PIN must be 4 digits and match confirmation',
        variant: 'destructive',
      });
      return;
    }
    updatePin.mutate(pin, {
      onSuccess: () => {
        toast({ title: 'PIN Updated', variant: 'success' });
        reset(false);
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        toast({ title: message ?? 'Failed to update PIN', variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Update PIN
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Update PIN</DialogTitle>
            <DialogDescription>Please enter your new 4-digit PIN.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="new-pin">New PIN</Label>
            <Input
              id="new-pin"
              type="password"
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={PIN_LENGTH}
              value={pin}
              onChange={(event) => setPin(digitsOnly(event.target.value))}
              className="text-center text-lg tracking-[0.5em]"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="confirm-pin">Confirm PIN</Label>
            <Input
              id="confirm-pin"
              type="password"
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={PIN_LENGTH}
              value={confirmation}
              onChange={(event) => setConfirmation(digitsOnly(event.target.value))}
              className="text-center text-lg tracking-[0.5em]"
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => reset(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || updatePin.isPending}>
              {updatePin.isPending ? 'Saving...' : 'Update PIN'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
