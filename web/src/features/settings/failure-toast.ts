import { toast } from '../../lib/use-toast';
import { ApiError } from '../../lib/api-client';

/** A destructive toast saying what failed: the server's own message when it sent one, else `fallback`. */
export function toastFailure(title: string, error: Error, fallback: string): void {
  toast({
    title,
    description: (error instanceof ApiError && error.serverMessage) || fallback,
    variant: 'destructive',
  });
}

/**
 * A destructive toast for a refused upload: a 4xx's message says what is wrong with the file (not an export the app
 * knows, too big, an import already running); anything else gets `fallback`.
 */
export function toastRefusal(title: string, error: Error, fallback: string): void {
  toast({
    title,
    description: (error instanceof ApiError && error.status < 500 && error.serverMessage) || fallback,
    variant: 'destructive',
  });
}
