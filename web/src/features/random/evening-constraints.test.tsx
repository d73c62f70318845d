import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LibraryItem } from '#domain/schemas/library';
import { TitleHostContext } from '../../lib/title-host';
import { server } from '../../test-support/api';
import { libraryItem } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
import { answerOurServices, STREAMCO } from '../../test-support/services';
import { noTitleHost } from '../../test-support/title-host';
import { RandomPick } from './random-pick';

const VELVET_STATIC = libraryItem({ id: 13, tmdbId: 900113, title: 'Velvet Static', runtime: 96 });
const LANTERN_KEEPER = libraryItem({ id: 1, tmdbId: 900101, title: 'The Lantern Keeper', runtime: 117 });

const nothing = () => undefined;

/**
 * The random pick of Together's titles: on StreamCo, Velvet Static (96 min) and The Lantern Keeper (117 min), so
 * nothing is under 1 h 30 and nothing is a series. Answers the queries asked, without `exclude`'s order.
 */
function answerPicks() {
  const asked: string[] = [];
  server.use(
    http.get('/api/library/random/together', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      if (query.get('time') === 'under-90')
        return HttpResponse.json({ message: 'Nothing fits', constraint: 'time' }, { status: 404 });
      if (query.get('kind') === 'tv')
        return HttpResponse.json({ message: 'Nothing fits', constraint: 'kind' }, { status: 404 });
      const shown = query.get('exclude');
      const item: LibraryItem = shown === String(VELVET_STATIC.id) ? LANTERN_KEEPER : VELVET_STATIC;
      return HttpResponse.json({ item });
    }),
  );
  return asked;
}

async function openChooser() {
  const view = renderScreen(
    <TitleHostContext.Provider value={noTitleHost}>
      <RandomPick open onOpenChange={nothing} />
    </TitleHostContext.Provider>,
  );
  const chooser = await screen.findByRole('dialog', { name: "Who's watching?" });
  return { ...view, chooser };
}

describe("Tonight's pick", () => {
  it('asks within the constraints, says which one left nothing, and offers to drop it; Reroll keeps to the rest', async () => {
    answerOurServices([STREAMCO]);
    const asked = answerPicks();
    const { user, chooser } = await openChooser();
    await user.click(await within(chooser).findByRole('checkbox', { name: 'Only on our services' }));
    await user.click(
      within(within(chooser).getByRole('radiogroup', { name: 'Time we have' })).getByRole('radio', {
        name: 'Under 1 h 30',
      }),
    );
    await user.click(within(chooser).getByRole('button', { name: 'Together' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing unwatched of Together fits “Under 1 h 30”.');
    await user.click(within(alert).getByRole('button', { name: 'Drop “Under 1 h 30”' }));

    const pick = await screen.findByRole('dialog', { name: 'Velvet Static' });
    await user.click(within(pick).getByRole('button', { name: 'Reroll' }));
    expect(await screen.findByRole('dialog', { name: 'The Lantern Keeper' })).toBeInTheDocument();
    expect(asked).toEqual([
      'onServices=true&time=under-90',
      'onServices=true',
      `exclude=${VELVET_STATIC.id}&onServices=true`,
    ]);
  });

  it('remembers the constraints on the device, the dropped one dropped', async () => {
    answerOurServices([STREAMCO]);
    answerPicks();
    const first = await openChooser();
    await first.user.click(
      await within(first.chooser).findByRole('checkbox', { name: 'Only on our services' }),
    );
    await first.user.click(within(first.chooser).getByRole('radio', { name: 'Under 1 h 30' }));
    await first.user.click(within(first.chooser).getByRole('button', { name: 'Together' }));
    await first.user.click(within(await screen.findByRole('alert')).getByRole('button', { name: /^Drop/ }));
    await screen.findByRole('dialog', { name: 'Velvet Static' });
    first.unmount();

    const { chooser } = await openChooser();
    await waitFor(() =>
      expect(within(chooser).getByRole('checkbox', { name: 'Only on our services' })).toBeChecked(),
    );
    expect(within(chooser).getByRole('radio', { name: 'Any' })).toHaveAttribute('aria-checked', 'true');
  });

  it("names the kind that left nothing: 'Series only'", async () => {
    answerOurServices([STREAMCO]);
    answerPicks();
    const { user, chooser } = await openChooser();
    await user.click(
      within(within(chooser).getByRole('radiogroup', { name: 'Movies or series' })).getByRole('radio', {
        name: 'Series',
      }),
    );
    await user.click(within(chooser).getByRole('button', { name: 'Together' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('fits “Series only”');
    expect(within(alert).getByRole('button', { name: 'Drop “Series only”' })).toBeInTheDocument();
  });

  it('offers no services constraint before any service is chosen', async () => {
    answerOurServices([]);
    const { chooser } = await openChooser();
    expect(await within(chooser).findByRole('radiogroup', { name: 'Time we have' })).toBeInTheDocument();
    expect(within(chooser).queryByRole('checkbox', { name: 'Only on our services' })).toBeNull();
  });
});
