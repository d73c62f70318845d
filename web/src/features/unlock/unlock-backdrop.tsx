import { useQuery } from '@tanstack/react-query';
import { UNLOCK_BACKDROP_SIZE } from '../../../../domain/rules/constants';
import { backdropQueries } from '../../lib/api/backdrop';
import { imageUrl } from '../../lib/images';

/** A blurred still from the household's own library behind the PIN pad; a calm gradient when it is empty. */
export function UnlockBackdrop() {
  const { data } = useQuery(backdropQueries.random());
  const path = data?.backdropPath ?? null;
  return (
    <>
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,_#2b2f3d_0%,_#12141a_55%,_#07080b_100%)]" />
      {path && (
        <img
          src={imageUrl(path, UNLOCK_BACKDROP_SIZE)}
          alt=""
          className="absolute inset-0 size-full scale-110 object-cover opacity-60 blur-xl"
          data-testid="unlock-backdrop"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-black/50 via-black/40 to-black/80" />
      {path && data?.title && (
        <div className="absolute right-8 top-8 hidden text-right md:block">
          <p className="text-xs font-medium uppercase tracking-[0.2em] text-white/60">From your Watchlist</p>
          <p className="mt-1 text-lg font-semibold text-white/90">{data.title}</p>
        </div>
      )}
    </>
  );
}
