import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { WriteButton } from './write-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

/** A small dialog asking for a value or two: its fields, then Cancel and the confirm button ('Saving...' while busy). */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it opens itself. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className="max-w-[425px]">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <WriteButton disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </WriteButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
