import { UNLOCK_BACKDROP_SIZE } from '#domain/rules/constants';
import { fetchRandomBackdrop } from '../../lib/api/backdrop';
import { h } from '../../lib/dom';
import { imageUrl } from '../../lib/images';

/**
 * A blurred still from the household's own library behind the PIN pad, with its title on desktop; a calm gradient
 * until it arrives, or when the library is empty.
 */
export function mountUnlockBackdrop(screen: HTMLElement): void {
  const shade = h('div', {
    class: 'absolute inset-0 bg-gradient-to-b from-black/50 via-black/40 to-black/80',
  });
  screen.append(
    h('div', {
      class: 'absolute inset-0 bg-[radial-gradient(ellipse_at_top,_#2b2f3d_0%,_#12141a_55%,_#07080b_100%)]',
    }),
    shade,
  );
  fetchRandomBackdrop().then(
    ({ backdropPath, title }) => {
      if (!backdropPath) return;
      shade.before(
        h('img', {
          src: imageUrl(backdropPath, UNLOCK_BACKDROP_SIZE),
          alt: '',
          class: 'absolute inset-0 size-full scale-110 object-cover opacity-60 blur-xl',
          'data-testid': 'unlock-backdrop',
        }),
      );
      if (!title) return;
      shade.after(
        h(
          'div',
          { class: 'absolute right-8 top-8 hidden text-right md:block' },
          h(
            'p',
            { class: 'text-xs font-medium uppercase tracking-[0.2em] text-white/60' },
            'From your Watchlist',
          ),
          h('p', { class: 'mt-1 text-lg font-semibold text-white/90' }, title),
        ),
      );
    },
    () => undefined, // no backdrop: the gradient stays
  );
}
