import { AlertCircleIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <div className="flex items-center gap-3">
          <AlertCircleIcon className="size-7 text-destructive-ink" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link href="/">Back to your watchlist</Link>
        </Button>
      </div>
    </div>
  );
}
