import { QueryClientProvider } from '@tanstack/react-query';
import { useToast } from '../components/ui/use-toast';
import { lazyComponent } from '../lib/lazy-component';
import { queryClient } from '../lib/query-client';
import { useOnceTrue } from '../lib/use-once-true';
import { AuthGate } from './auth-gate';

// The toasts' code (Radix Toast) loads with the first toast: a reloaded screen shows none before its first paint.
const Toaster = lazyComponent(() => import('../components/ui/toaster').then((m) => m.Toaster));

function Toasts() {
  const { toasts } = useToast();
  return useOnceTrue(toasts.length > 0) ? <Toaster /> : null;
}

export function App({ failedAttempts }: { failedAttempts: number }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthGate failedAttempts={failedAttempts} />
      <Toasts />
    </QueryClientProvider>
  );
}
