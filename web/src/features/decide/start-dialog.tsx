import { useState } from 'react';
import { useLocation } from 'wouter';
import { decideConflictSchema, type DecideSession, type DecideViewer } from '#domain/schemas/decide';
import { EveningConstraintsPanel } from '../../components/evening-constraints';
import { FormDialog } from '../../components/form-dialog';
import { SegmentedChoice } from '../../components/segmented-choice';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useDecideMutations } from '../../lib/api/use-decide-mutations';
import { useDecideMembership } from '../../lib/decide-membership';
import { useOwnershipLabels } from '../../lib/household';
import { toast } from '../../lib/use-toast';
import { useTonightEvening } from '../../lib/use-tonight-evening';
import { otherViewer, PersonChoice } from './person-choice';

type Mode = 'own-phones' | 'pass-the-phone';

/** The open session a refused start names (409), to join instead. */
function openSessionIn(error: unknown): DecideSession | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    return decideConflictSchema.safeParse(JSON.parse(error.bodyText)).data?.session ?? null;
  } catch {
    return null;
  }
}

/**
 * Starting Decide together: who you are, tonight's constraints (the random pick's, remembered alike) and whether
 * each swipes on their own phone or we pass one phone. A session already open is offered to join instead.
 */
export function StartDialog({
  open,
  onOpenChange,
  onJoin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Join the session that is already open. */
  onJoin: (session: DecideSession) => void;
}) {
  const labels = useOwnershipLabels();
  const mutations = useDecideMutations();
  const membership = useDecideMembership();
  const [, navigate] = useLocation();
  const [viewer, setViewer] = useState<DecideViewer | ''>('');
  const [mode, setMode] = useState<Mode>('own-phones');
  const [missingViewer, setMissingViewer] = useState(false);
  const [openSession, setOpenSession] = useState<DecideSession | null>(null);
  const [nothingFits, setNothingFits] = useState<string | null>(null);
  const { evening, setEvening, servicesChosen, genres } = useTonightEvening();

  const start = async () => {
    if (viewer === '') {
      setMissingViewer(true);
      return;
    }
    setNothingFits(null);
    const passThePhone = mode === 'pass-the-phone';
    try {
      const session = await mutations.start.mutateAsync({ viewer, constraints: evening, passThePhone });
      membership.remember(session.id, passThePhone ? [viewer, otherViewer(viewer)] : [viewer]);
      onOpenChange(false);
      navigate('/decide');
    } catch (error) {
      const already = openSessionIn(error);
      if (already) {
        setOpenSession(already);
        return;
      }
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (error instanceof ApiError && error.status === 404 && message) {
        // Nothing fits tonight's constraints: said here, where they can be changed.
        setNothingFits(message);
        return;
      }
      toast({ title: message ?? 'Could not start. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Decide together"
      description="Swipe through tonight's titles; the first one you both say yes to is the one."
      confirmLabel="Start"
      busyLabel="Starting..."
      busy={mutations.start.isPending}
      onConfirm={() => void start()}
    >
      <div className="grid gap-1.5">
        <PersonChoice
          value={viewer}
          onChange={(next) => {
            setViewer(next);
            setMissingViewer(false);
          }}
        />
        {missingViewer && (
          <p role="alert" className="text-sm text-destructive-ink">
            Choose who you are.
          </p>
        )}
      </div>
      <EveningConstraintsPanel
        evening={evening}
        onChange={setEvening}
        genres={genres}
        servicesChosen={servicesChosen}
      />
      <div className="grid gap-2">
        <span className="text-sm font-medium" aria-hidden="true">
          How do we swipe?
        </span>
        <SegmentedChoice<Mode>
          label="How do we swipe?"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'own-phones', label: 'Each on our own', name: 'Each on our own phone' },
            { value: 'pass-the-phone', label: 'Pass the phone', name: 'Pass the phone' },
          ]}
        />
      </div>
      {nothingFits && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
        >
          {nothingFits}
        </p>
      )}
      {openSession && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-primary/10 px-3 py-2 text-sm"
        >
          <p>
            <span className="font-medium">A session is already open</span>, started by{' '}
            {labels[openSession.startedBy]}.
          </p>
          <Button
            size="sm"
            onClick={() => {
              onOpenChange(false);
              onJoin(openSession);
            }}
          >
            Join
          </Button>
        </div>
      )}
    </FormDialog>
  );
}
