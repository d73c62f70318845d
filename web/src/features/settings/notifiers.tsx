import type { NotifierSettings, NotifierSettingsUpdate } from '#domain/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { type SyntheticEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { notificationQueries } from '../../lib/api/notifications';
import { useNotificationMutations } from '../../lib/api/use-notification-mutations';
import { toast } from '../../lib/use-toast';
import { useWriteGuard } from '../../lib/write-guard';
import { toastFailure } from './failure-toast';
import { NotificationTestButton } from './notification-test-button';
import { deliveryProblemText } from './notification-texts';
import { NotificationTopicSwitches } from './notification-topic-switches';
import { QuietHoursField } from './quiet-hours-field';
import { SettingsRow } from './settings-row';

/** The household's own notifiers: an ntfy topic (with its access token) and a webhook, their topics and quiet hours. */
export function Notifiers() {
  const settings = useQuery(notificationQueries.settings());
  if (settings.isError) {
    return (
      <SettingsRow label="Notifiers" description="Couldn't load the notifiers.">
        <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
          Retry
        </Button>
      </SettingsRow>
    );
  }
  if (settings.isPending) {
    return (
      <div className="flex min-h-16 items-center px-4" aria-label="Loading the notifiers">
        <Skeleton className="h-4 w-40" />
      </div>
    );
  }
  return <NotifierRows settings={settings.data} />;
}

function NotifierRows({ settings }: { settings: NotifierSettings }) {
  const { updateNotifiers } = useNotificationMutations();
  const guard = useWriteGuard();
  const id = useId();
  const [ntfyUrl, setNtfyUrl] = useState(settings.ntfyUrl ?? '');
  const [webhookUrl, setWebhookUrl] = useState(settings.webhookUrl ?? '');
  const [token, setToken] = useState('');
  const [replacingToken, setReplacingToken] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const update = (change: NotifierSettingsUpdate, done: string, after?: () => void) => {
    if (guard.blocked) {
      toast({ title: 'Not saved', description: guard.reason });
      return;
    }
    updateNotifiers.mutate(change, {
      onSuccess: () => {
        setRefusal(null);
        after?.();
        toast({ title: 'Settings Updated', description: done, variant: 'success' });
      },
      onError: (error) => {
        // What is wrong with a field, in the contract's words.
        if (error instanceof ApiError && error.status < 500 && error.serverMessage)
          setRefusal(error.serverMessage);
        else toastFailure('Error', error, 'Failed to save the notifiers. Please try again.');
      },
    });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    update(
      {
        ntfyUrl: ntfyUrl.trim() || null,
        webhookUrl: webhookUrl.trim() || null,
        ...(token.trim() === '' ? {} : { ntfyToken: token }),
      },
      'The notifiers are saved.',
      () => {
        setToken('');
        setReplacingToken(false);
      },
    );
  };
  const tokenField = !settings.ntfyTokenSet || replacingToken;
  const ntfyProblem = deliveryProblemText(settings.status.ntfy);
  const webhookProblem = deliveryProblemText(settings.status.webhook);

  return (
    <>
      <SettingsRow
        label="Notifiers"
        description="The same news, also to an ntfy topic or a webhook of your own (a JSON POST)."
        detail={
          <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Notifiers">
            <UrlField
              id={`${id}-ntfy`}
              label="ntfy topic URL"
              placeholder="https://ntfy.sh/our-watchlist"
              value={ntfyUrl}
              onChange={setNtfyUrl}
              problem={ntfyProblem}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-token`}>ntfy access token (optional)</Label>
              {tokenField ? (
                <Input
                  id={`${id}-token`}
                  type="password"
                  autoComplete="off"
                  value={token}
                  onChange={(event) => setToken(event.target.value)}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <span id={`${id}-token`} className="mr-2 text-sm text-muted-foreground">
                    Token set
                  </span>
                  <Button type="button" variant="outline" size="sm" onClick={() => setReplacingToken(true)}>
                    Replace token
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => update({ ntfyToken: null }, 'The ntfy access token is cleared.')}
                  >
                    Clear token
                  </Button>
                </div>
              )}
            </div>
            <UrlField
              id={`${id}-webhook`}
              label="Webhook URL"
              placeholder="https://example.home/hooks/watchlist"
              value={webhookUrl}
              onChange={setWebhookUrl}
              problem={webhookProblem}
            />
            {refusal && (
              <p role="alert" className="text-sm text-destructive-ink">
                {refusal}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={updateNotifiers.isPending}>
                Save notifiers
              </Button>
              {settings.ntfyUrl && <NotificationTestButton target={{ target: 'ntfy' }} what="ntfy" />}
              {settings.webhookUrl && (
                <NotificationTestButton target={{ target: 'webhook' }} what="the webhook" />
              )}
            </div>
          </form>
        }
      />
      {/* Their topics once there is a notifier to tell. */}
      {(settings.ntfyUrl ?? settings.webhookUrl) !== null && (
        <SettingsRow
          label="Notifier topics"
          description="What ntfy and the webhook are told, and when they stay quiet."
          detail={
            <div className="flex flex-col gap-5">
              <NotificationTopicSwitches
                topics={settings.topics}
                whose="the notifiers"
                onChange={(topics) => update({ topics }, 'The topics of the notifiers are saved.')}
              />
              <QuietHoursField
                value={settings.quietHours}
                whose="the notifiers"
                onChange={(quietHours) =>
                  update(
                    { quietHours },
                    quietHours
                      ? `Quiet hours of the notifiers: ${quietHours.from} to ${quietHours.to}.`
                      : 'No quiet hours for the notifiers.',
                  )
                }
              />
            </div>
          }
        />
      )}
    </>
  );
}

/** A notifier's address, with what is wrong with it under it. */
function UrlField({
  id,
  label,
  placeholder,
  value,
  onChange,
  problem,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="url"
        inputMode="url"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && <p className="text-sm text-destructive-ink">{problem}</p>}
    </div>
  );
}
