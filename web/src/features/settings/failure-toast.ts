import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';

/** A destructive toast saying what failed: the server's own message when it sent one, else `fallback`. */
export function toastFailure(title: string, error: Error, fallback: string): void {
  toast({
    title,
    description: (error instanceof ApiError && error.serverMessage) || fallback,
    variant: 'destructive',
  });
}
