import { useRef, useState, type Ref, type SyntheticEvent } from 'react';
import { PIN_LENGTH } from '#domain/rules/constants';
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
import { ApiError } from '../../lib/api-client';
import { useSettingsMutations } from '../../lib/api/use-settings-mutations';

/** Non-digits are stripped first, then the rest cut to four: pasting '12ab34' gives '1234'. */
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, PIN_LENGTH);

/** Why Update PIN is not available yet; null once the PIN can be saved. */
function whyNotYet(currentPin: string, pin: string, confirmation: string): string | null {
  if (currentPin.length < PIN_LENGTH) return 'Enter your current PIN';
  if (pin.length < PIN_LENGTH) return `Enter ${PIN_LENGTH} digits for the new PIN`;
  if (confirmation === pin) return null;
  if (confirmation.length < PIN_LENGTH && pin.startsWith(confirmation))
    return `Enter the same ${PIN_LENGTH} digits again to confirm`;
  return 'PINs do not match';
}

/**
 * A masked field that keeps digits only, at most four. No maxLength: the browser would cut a paste to four
 * characters before its non-digits are stripped.
 */
function PinField({
  id,
  label,
  value,
  onChange,
  autoComplete = 'new-password',
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete={autoComplete}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value))}
        className="text-center text-lg tracking-[0.5em]"
      />
    </div>
  );
}

export function UpdatePinDialog() {
  const [open, setOpen] = useState(false);
  const [currentPin, setCurrentPin] = useState('');
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const currentField = useRef<HTMLInputElement>(null);
  const { updatePin } = useSettingsMutations();
  const reason = whyNotYet(currentPin, pin, confirmation);
  const valid = reason === null;

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setCurrentPin('');
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
    updatePin.mutate(
      { currentPin, pin },
      {
        onSuccess: () => {
          toast({ title: 'PIN Updated', variant: 'success' });
          reset(false);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.serverMessage : undefined;
          toast({ title: message ?? 'Failed to update PIN', variant: 'destructive' });
          // A wrong (or throttled) current PIN is typed again; the new one is kept.
          if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
            setCurrentPin('');
            currentField.current?.focus();
          }
        },
      },
    );
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
          <PinField
            id="current-pin"
            label="Current PIN"
            value={currentPin}
            onChange={setCurrentPin}
            autoComplete="current-password"
            inputRef={currentField}
          />
          <PinField id="new-pin" label="New PIN" value={pin} onChange={setPin} />
          <PinField id="confirm-pin" label="Confirm PIN" value={confirmation} onChange={setConfirmation} />
          <p id="pin-hint" aria-live="polite" className="-mt-2 min-h-5 text-sm text-muted-foreground">
            {reason}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => reset(false)}>
              Cancel
            </Button>
            <WriteButton
              type="submit"
              disabled={!valid || updatePin.isPending}
              aria-describedby={reason ? 'pin-hint' : undefined}
            >
              {updatePin.isPending ? 'Saving...' : 'Update PIN'}
            </WriteButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
