import { ClockIcon, FilmIcon, ThumbsUpIcon, UsersIcon } from 'lucide-react';
import type { Statistics } from '#domain/schemas/statistics';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { daysOfHours, decimal } from './recap-format';
import { StatCard } from './stat-card';

/** Total Finished, Watch Time, Like Ratio, Together vs Alone. */
export function HeroCards({ hero, labels }: { hero: Statistics['heroCards']; labels: OwnershipLabels }) {
  const { together, person1, person2 } = hero.togetherVsAlone;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        icon={FilmIcon}
        label="Total Finished"
        value={hero.totalFinished}
        detail={hero.totalFinished === 1 ? 'title' : 'titles'}
        testId="hero-total-finished"
      />
      <StatCard
        icon={ClockIcon}
        label="Watch Time"
        value={`${decimal(hero.totalWatchTimeHours)} h`}
        detail={`${daysOfHours(hero.totalWatchTimeHours)} days`}
        testId="hero-watch-time"
      />
      <StatCard
        icon={ThumbsUpIcon}
        label="Like Ratio"
        value={hero.likeRatio === null ? null : `${hero.likeRatio}%`}
        detail="thumbs up"
        testId="hero-like-ratio"
      />
      <StatCard
        icon={UsersIcon}
        label="Together vs Alone"
        value={
          <>
            {together} <span className="text-base font-normal text-muted-foreground">together</span>
          </>
        }
        detail={
          <ul>
            <li className="truncate">
              {labels.person1} alone: <span className="tabular-nums text-foreground">{person1}</span>
            </li>
            <li className="truncate">
              {labels.person2} alone: <span className="tabular-nums text-foreground">{person2}</span>
            </li>
          </ul>
        }
        testId="hero-together"
      />
    </div>
  );
}
