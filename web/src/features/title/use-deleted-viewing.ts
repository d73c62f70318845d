import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '#domain/rules/constants';
import type { DeletedViewingUndo } from '../../lib/use-title-actions';

/**
 * The viewing just deleted in the details modal, with its Undo, for as long as the toast offers it: the modal
 * keeps keyboard focus from the toast, so its watch history offers Undo too. Gone once undone.
 */
export function useDeletedViewing() {
  const [deleted, setDeleted] = useState<DeletedViewingUndo | null>(null);
  useEffect(() => {
    if (deleted === null) return;
    const timer = setTimeout(() => setDeleted(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [deleted]);
  return {
    deleted: deleted && {
      day: deleted.day,
      undo: () => {
        deleted.undo();
        setDeleted(null);
      },
    },
    show: setDeleted,
  };
}
