import { useState } from 'react';
import { useLocation } from 'wouter';
import type { DecideSession, DecideViewer } from '#domain/schemas/decide';
import { FormDialog } from '../../components/form-dialog';
import { ApiError } from '../../lib/api-client';
import { useDecideMutations } from '../../lib/api/use-decide-mutations';
import { useDecideMembership } from '../../lib/decide-membership';
import { useOwnershipLabels } from '../../lib/household';
import { toast } from '../../lib/use-toast';
import { otherViewer, PersonChoice } from './person-choice';

/** Joining the open session: who you are (the other one than who started it, unless changed), then the deck. */
export function JoinDialog({
  session,
  open,
  onOpenChange,
}: {
  session: DecideSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const labels = useOwnershipLabels();
  const mutations = useDecideMutations();
  const membership = useDecideMembership();
  const [, navigate] = useLocation();
  const [viewer, setViewer] = useState<DecideViewer>(otherViewer(session.startedBy));

  const join = async () => {
    try {
      const joined = await mutations.join.mutateAsync({ id: session.id, viewer });
      membership.remember(joined.id, [viewer]);
      onOpenChange(false);
      navigate('/decide');
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: message ?? 'Could not join. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Decide together"
      description={`${labels[session.startedBy]} wants to decide together. Swipe the same titles; the first one you both say yes to is tonight's.`}
      confirmLabel="Join"
      busyLabel="Joining..."
      busy={mutations.join.isPending}
      onConfirm={() => void join()}
    >
      <PersonChoice value={viewer} onChange={setViewer} />
    </FormDialog>
  );
}
