import type {
  MediaServerUser,
  MediaServerUserUpdate,
  MediaServerViewer,
} from '#domain/schemas/media-servers';
import { useState } from 'react';
import { SegmentedChoice } from '../../components/segmented-choice';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { useMediaServerMutations } from '../../lib/api/use-media-server-mutations';
import { useSettings } from '../../lib/api/settings';
import { toast } from '../../lib/use-toast';
import { useWriteGuard } from '../../lib/write-guard';
import { mediaServerNames } from './media-server-how-to';
import { SettingsRow } from './settings-row';

type Choice = 'person1' | 'person2' | 'both' | 'ignore';

const choiceOf = (viewer: MediaServerViewer): Choice => viewer ?? 'ignore';
const viewerOf = (choice: Choice): MediaServerViewer => (choice === 'ignore' ? null : choice);
const keyOf = (user: MediaServerUser) => `${user.kind}:${user.name}`;

/** Each media-server user that sent a play, and whose plays theirs are: one of us, both, or nobody. */
export function MediaServerUsers({ users }: { users: MediaServerUser[] }) {
  const { setViewer } = useMediaServerMutations();
  const labels = useSettings().data?.ownershipLabels;
  const guard = useWriteGuard();
  // A choice on its way shows at once: the click that follows a focus that chose it then changes nothing.
  const [sending, setSending] = useState<Record<string, Choice>>({});
  if (users.length === 0) {
    return (
      <SettingsRow
        label="Who watched"
        description="Each media server user shows here after their first play, for you to say whose plays they are."
      />
    );
  }
  if (!labels) {
    // The choices are the household's names: none is offered before they are known.
    return users.map((user) => (
      <div key={keyOf(user)} className="flex min-h-16 items-center px-4">
        <Skeleton className="h-4 w-40" />
      </div>
    ));
  }
  const options: { value: Choice; label: string; name: string }[] = [
    { value: 'person1', label: labels.person1, name: labels.person1 },
    { value: 'person2', label: labels.person2, name: labels.person2 },
    { value: 'both', label: labels.together, name: labels.together },
    { value: 'ignore', label: 'Ignore', name: 'Ignore' },
  ];

  const choose = (user: MediaServerUser, choice: Choice) => {
    if (guard.blocked) {
      toast({ title: 'Not saved', description: guard.reason });
      return;
    }
    const key = keyOf(user);
    setSending((current) => ({ ...current, [key]: choice }));
    const update: MediaServerUserUpdate = { kind: user.kind, name: user.name, viewer: viewerOf(choice) };
    const server = mediaServerNames[user.kind];
    setViewer.mutate(update, {
      onSuccess: () =>
        toast({
          title: 'Settings Updated',
          description:
            update.viewer === null
              ? `Plays by ${user.name} on ${server} are ignored.`
              : `Plays by ${user.name} on ${server} are recorded for ${labels[update.viewer === 'both' ? 'together' : update.viewer]}.`,
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: `Failed to save who ${user.name} is. Please try again.`,
          variant: 'destructive',
        }),
      // Once the answer is shown; a later choice for the same user, still on its way, stays shown.
      onSettled: () =>
        setSending((current) =>
          Object.fromEntries(
            Object.entries(current).filter(([shown, sent]) => shown !== key || sent !== choice),
          ),
        ),
    });
  };

  const shownChoice = (user: MediaServerUser): Choice | '' =>
    sending[keyOf(user)] ?? (user.asked ? choiceOf(user.viewer) : '');

  return (
    <>
      <SettingsRow
        label="Who watched"
        description="Whose plays each media server user's are. A new user's plays wait until you choose."
      />
      {users.map((user) => (
        <div
          key={keyOf(user)}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
        >
          <div className="min-w-0 flex-1 basis-48">
            {/* Whole: two long names cut short could not be told apart. */}
            <div className="break-words text-sm font-medium">{user.name}</div>
            <div className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              on {mediaServerNames[user.kind]}
              {!user.asked && <Badge variant="secondary">Waiting for who</Badge>}
            </div>
          </div>
          <SegmentedChoice<Choice | ''>
            label={`Whose plays ${user.name} on ${mediaServerNames[user.kind]} sends`}
            options={options}
            value={shownChoice(user)}
            onChange={(choice) => {
              if (choice !== '') choose(user, choice);
            }}
            // Two by two on a phone, where four names in a row would be cut short.
            className="w-full grid-flow-row grid-cols-2 sm:w-96 sm:grid-flow-col sm:grid-cols-none"
          />
        </div>
      ))}
    </>
  );
}
