import { format, parseISO } from 'date-fns';
import { MinusCircleIcon, ThumbsDownIcon, ThumbsUpIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { VIEWING_NOTES_MAX_LENGTH } from '#domain/rules/constants';
import { reactionSchema } from '#domain/schemas/film';
import type { Reaction, WatchInstance } from '#domain/schemas/library';
import { viewerSchema, type Viewer } from '#domain/schemas/people';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateField } from '../../components/date-field';
import { SegmentedChoice } from '../../components/segmented-choice';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { WriteButton } from '../../components/write-button';
import { cn } from '../../lib/cn';
import { clearDraft, readDraft, writeDraft } from '../../lib/form-draft';
import { dayOfStoredDate } from '../../lib/format';
import { householdChoices, useOwnershipLabels, viewerLabel } from '../../lib/household';
import type { ViewingValues } from '../../lib/use-title-actions';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSwipeToClose } from './use-swipe-to-close';

type RatingChoice = Reaction | 'none';

/** A viewing being written, as kept between openings of the dialog (lib/form-draft). */
const viewingDraftSchema = z.object({
  date: z.iso.date(),
  viewer: viewerSchema,
  rating: z.union([reactionSchema, z.literal('none')]),
  notes: z.string().default(''),
});

const today = () => format(new Date(), 'yyyy-MM-dd');

interface ViewingForm {
  date: Date;
  viewer: Viewer;
  rating: RatingChoice;
  notes: string;
}

/**
 * 'Mark as Watched' (new viewing) or 'Edit Viewing' (with Delete, when `onDelete` is given). Defaults: today,
 * together, no rating; it starts again from those after a save or a cancel, stays open when saving fails, and
 * cannot be confirmed twice: Confirm is disabled from the first click until the save answers. What is typed is
 * kept as a draft under `draftKey` until it is saved or cancelled: closing the dialog, or the app, loses nothing
 * (while offline, Confirm waits for the connection).
 */
export function ViewingDialog({
  open,
  onOpenChange,
  title,
  draftKey,
  editing,
  preselectedRating = null,
  saving,
  onSave,
  onDelete,
  onDeletedFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Names the viewing being written (the item, and the viewing when editing), for its draft. */
  draftKey: string;
  editing?: WatchInstance | null;
  preselectedRating?: Reaction | null;
  saving: boolean;
  onSave: (values: ViewingValues) => Promise<unknown>;
  /** Deletes the viewing being edited; the dialog closes once it is gone. */
  onDelete?: () => Promise<unknown>;
  /** Where focus goes once the dialog has closed after a delete (its viewing's Edit button is gone with it). */
  onDeletedFocus?: () => void;
}) {
  const isMobile = useIsMobile();
  const labels = useOwnershipLabels();
  const notesId = useId();
  const initial = (): ViewingForm => {
    const draft = readDraft(draftKey, viewingDraftSchema);
    if (draft) return { ...draft, date: parseISO(draft.date) };
    return {
      date: editing ? dayOfStoredDate(editing.watchedDate) : parseISO(today()),
      viewer: editing?.viewer ?? 'both',
      rating: (editing ? editing.userRating : preselectedRating) ?? 'none',
      notes: editing?.notes ?? '',
    };
  };
  const [form, setFormState] = useState(initial);
  const setForm = (change: (current: ViewingForm) => ViewingForm) =>
    setFormState((current) => {
      const next = change(current);
      writeDraft(draftKey, { ...next, date: format(next.date, 'yyyy-MM-dd') });
      return next;
    });
  const [openedFor, setOpenedFor] = useState<{ open: boolean; editing: number | null }>({
    open: false,
    editing: null,
  });

  // Take the viewing's values (or the defaults) each time the dialog opens.
  const editingId = editing?.id ?? null;
  if (open !== openedFor.open || (open && editingId !== openedFor.editing)) {
    setOpenedFor({ open, editing: editingId });
    if (open) setFormState(initial());
  }

  // A save or a delete under way, known from the click itself: the mutation's own pending flag comes a render later,
  // after a second click of a double-click (or a double tap) has gone through.
  const sending = useRef(false);
  const closedByDelete = useRef(false);
  const [sendingShown, setSendingShown] = useState<'save' | 'delete' | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = saving || sendingShown !== null;

  /** Runs one save or delete at a time; a click while one is under way does nothing. */
  const send = (kind: 'save' | 'delete', run: () => Promise<unknown>, done: () => void) => {
    if (sending.current) return;
    sending.current = true;
    setSendingShown(kind);
    run()
      .then(done)
      .catch((error: unknown) => console.error(`The viewing's ${kind} failed`, error))
      .finally(() => {
        sending.current = false;
        setSendingShown(null);
      });
  };

  const close = () => onOpenChange(false);
  const cancel = () => {
    clearDraft(draftKey);
    close();
  };
  const swipe = useSwipeToClose(close, isMobile && !busy);

  const confirm = () =>
    send(
      'save',
      () =>
        onSave({
          watchedDate: format(form.date, 'yyyy-MM-dd'),
          viewer: form.viewer,
          userRating: form.rating === 'none' ? null : form.rating,
          notes: form.notes.trim() === '' ? null : form.notes.trim(),
        }),
      () => {
        clearDraft(draftKey);
        setFormState({ date: parseISO(today()), viewer: 'both', rating: 'none', notes: '' });
        close();
      },
    );

  const deleteViewing = () => {
    if (!onDelete) return;
    send('delete', onDelete, () => {
      closedByDelete.current = true;
      clearDraft(draftKey);
      setConfirmingDelete(false);
      close();
    });
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (!closedByDelete.current || !onDeletedFocus) return;
            closedByDelete.current = false;
            event.preventDefault();
            onDeletedFocus();
          }}
          style={swipe.offset ? { transform: `translateY(${swipe.offset}px)` } : undefined}
          className={cn(
            isMobile
              ? 'inset-0 left-0 top-0 flex h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col rounded-none border-0 pt-2'
              : 'max-w-[425px]',
          )}
        >
          {isMobile && (
            <div
              {...swipe.handlers}
              className="-mx-5 flex touch-none justify-center pb-2 pt-1"
              aria-hidden="true"
            >
              <span className="h-1.5 w-12 rounded-full bg-muted-foreground/35" />
            </div>
          )}
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Viewing' : 'Mark as Watched'}</DialogTitle>
            <DialogDescription>{title}</DialogDescription>
          </DialogHeader>

          <div className="grid gap-2">
            <Label>Date</Label>
            <DateField value={form.date} onChange={(date) => setForm((current) => ({ ...current, date }))} />
          </div>

          <div className="grid gap-2">
            <Label>Who watched?</Label>
            <SegmentedChoice<Viewer>
              label="Who watched?"
              value={form.viewer}
              onChange={(viewer) => setForm((current) => ({ ...current, viewer }))}
              options={householdChoices(labels, 'both')}
            />
          </div>

          <div className="grid gap-2">
            <Label>How was it?</Label>
            <SegmentedChoice<RatingChoice>
              label="How was it?"
              value={form.rating}
              onChange={(rating) => setForm((current) => ({ ...current, rating }))}
              options={[
                { value: 'none', label: 'No Rating', name: 'No Rating' },
                {
                  value: 'up',
                  label: <ThumbsUpIcon className="size-4" aria-hidden="true" />,
                  name: 'Thumbs Up',
                },
                {
                  value: 'neutral',
                  label: <MinusCircleIcon className="size-4" aria-hidden="true" />,
                  name: 'Neutral',
                },
                {
                  value: 'down',
                  label: <ThumbsDownIcon className="size-4" aria-hidden="true" />,
                  name: 'Thumbs Down',
                },
              ]}
            />
          </div>

          <div className="grid gap-2">
            <Label htmlFor={notesId}>Notes</Label>
            <Textarea
              id={notesId}
              value={form.notes}
              maxLength={VIEWING_NOTES_MAX_LENGTH}
              rows={isMobile ? 5 : 3}
              placeholder="A thought, a review, where you watched it…"
              onChange={(event) => {
                const notes = event.target.value;
                setForm((current) => ({ ...current, notes }));
              }}
            />
          </div>

          <DialogFooter className={cn(isMobile && 'mt-auto')}>
            {editing && onDelete && (
              <WriteButton
                variant="ghost"
                className="text-destructive-ink hover:text-destructive-ink sm:mr-auto"
                onClick={() => setConfirmingDelete(true)}
                disabled={busy}
              >
                <Trash2Icon aria-hidden="true" />
                Delete
              </WriteButton>
            )}
            <Button variant="outline" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <WriteButton onClick={confirm} disabled={busy}>
              {saving || sendingShown === 'save' ? 'Saving...' : editing ? 'Update' : 'Confirm'}
            </WriteButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {editing && onDelete && (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={(next) => !busy && setConfirmingDelete(next)}
          title="Delete Viewing"
          description={`Delete the viewing of ${format(dayOfStoredDate(editing.watchedDate), 'PPP')} by ${viewerLabel(editing.viewer, labels)}? You can undo it for a few seconds after.`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={deleteViewing}
        />
      )}
    </>
  );
}
