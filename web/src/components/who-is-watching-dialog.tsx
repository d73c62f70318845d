import { UserIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Ownership } from '#domain/schemas/people';
import { useOwnershipLabels } from '../lib/household';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

/** 'Who's watching?': Together or one of the two, for adding a title or for the random pick. */
export function WhoIsWatchingDialog({
  open,
  onOpenChange,
  description,
  onChoose,
  highlighted,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: string;
  onChoose: (ownership: Ownership) => void;
  highlighted?: Ownership;
  /** More to choose before the person (the random pick's evening), shown above the choices. */
  children?: ReactNode;
}) {
  const labels = useOwnershipLabels();
  const options: { value: Ownership; label: string; icon: typeof UserIcon }[] = [
    { value: 'together', label: labels.together, icon: UsersIcon },
    { value: 'person1', label: labels.person1, icon: UserIcon },
    { value: 'person2', label: labels.person2, icon: UserIcon },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={children ? 'max-w-md' : 'max-w-sm'}>
        <DialogHeader>
          <DialogTitle>Who's watching?</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <div className="grid gap-2">
          {options.map(({ value, label, icon: Icon }) => (
            <Button
              key={value}
              variant={highlighted === value ? 'default' : 'secondary'}
              size="lg"
              className="justify-start"
              onClick={() => onChoose(value)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
