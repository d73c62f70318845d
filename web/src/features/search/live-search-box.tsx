import { Loader2Icon, SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { SEARCH_FOOTER_MIN_RESULTS } from '#domain/rules/constants';
import type { SearchResult } from '#domain/schemas/film';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { rememberSearch } from '../../lib/recent-searches';
import { BeforeTyping } from './before-typing';
import { useCombinedSearch } from './api';
import { SearchResultRow } from './search-result-row';

/**
 * Search as you type. 'dropdown': results under the input (desktop header). 'fullscreen': the results fill the
 * screen under a 'Search Results' header with a close button (mobile); before typing, it shows the recent searches
 * and what is trending. A search whose result is picked (or whose full results are asked for) is remembered.
 */
export function LiveSearchBox({
  onSelect,
  variant = 'dropdown',
  onClose,
}: {
  onSelect: (result: SearchResult) => void;
  variant?: 'dropdown' | 'fullscreen';
  onClose?: () => void;
}) {
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(variant === 'fullscreen');
  const [highlightIndex, setHighlight] = useState(-1);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const search = useCombinedSearch(query);
  const results = search.data?.results ?? [];
  // Only the current text's results can be highlighted or picked; an older query's stay in view, dimmed.
  const choosable = search.current ? results : [];
  const open = (focused || variant === 'fullscreen') && query.trim() !== '';
  const highlight = highlightIndex < choosable.length ? highlightIndex : -1;
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (highlight < 0) return;
    scroller.current?.querySelector(`[id="${listId}-${highlight}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [highlight, listId]);

  useEffect(() => {
    if (variant === 'fullscreen') input.current?.focus();
  }, [variant]);

  useEffect(() => {
    if (variant === 'fullscreen') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setFocused(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [variant]);

  const choose = (result: SearchResult) => {
    rememberSearch(query);
    setQuery('');
    setFocused(false);
    input.current?.blur();
    onSelect(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setFocused(false);
      input.current?.blur();
      onClose?.();
      return;
    }
    if (!open || choosable.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlight((current) => (current + 1) % choosable.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((current) => (current <= 0 ? choosable.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      const picked = choosable[highlight];
      if (picked) {
        event.preventDefault();
        choose(picked);
      }
    }
  };

  const trimmed = query.trim();
  const panel = open && (
    <div
      className={cn(
        variant === 'dropdown'
          ? 'absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-2xl'
          : 'flex min-h-0 flex-1 flex-col',
      )}
    >
      {/* A scrolling region is a tab stop of its own (WCAG 2.1.1); arrow keys in the box keep the highlight in view. */}
      <div
        ref={scroller}
        role="region"
        aria-label="Results"
        tabIndex={0}
        className={cn('overflow-y-auto p-1.5', variant === 'dropdown' ? 'max-h-96' : 'flex-1')}
      >
        {search.searching && (
          <p className="flex items-center gap-2 px-3 py-4 text-sm text-muted-foreground" role="status">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Searching...
          </p>
        )}
        {search.isError && !search.searching && (
          <p className="px-3 py-4 text-sm text-destructive-ink" role="alert">
            Search is unavailable right now. Please try again in a moment.
          </p>
        )}
        {search.current && results.length === 0 && (
          <p className="px-3 py-4 text-sm text-muted-foreground">No results found for "{trimmed}"</p>
        )}
        {results.length > 0 && (
          <ul
            id={listId}
            role="listbox"
            aria-label="Search results"
            aria-busy={search.searching}
            className={cn(!search.current && 'pointer-events-none opacity-45 transition-opacity')}
          >
            {results.map((result, index) => (
              <li
                key={`${result.mediaType}-${result.tmdbId}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlight}
                aria-disabled={!search.current}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => search.current && choose(result)}
                onMouseEnter={() => setHighlight(index)}
                className="cursor-pointer"
              >
                <SearchResultRow result={result} highlighted={index === highlight} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {choosable.length >= SEARCH_FOOTER_MIN_RESULTS && (
        <Link
          href={`/search?q=${encodeURIComponent(trimmed)}`}
          onClick={() => {
            rememberSearch(trimmed);
            setQuery('');
            setFocused(false);
            onClose?.();
          }}
          className="block border-t px-4 py-3 text-center text-sm font-medium text-primary-ink hover:bg-accent"
        >
          See all results for "{trimmed}"
        </Link>
      )}
    </div>
  );

  const field = (
    <div className="relative">
      <SearchIcon
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlight >= 0 ? `${listId}-${highlight}` : undefined}
        aria-label="Search movies and TV shows"
        placeholder="Search to add movies & TV shows..."
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlight(-1);
        }}
        onFocus={() => setFocused(true)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-input bg-card pl-10 pr-4 text-base shadow-sm outline-none transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 md:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
    </div>
  );

  if (variant === 'fullscreen') {
    return (
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Search Results"
        className="fixed inset-0 z-50 flex flex-col bg-background pt-[env(safe-area-inset-top)]"
      >
        <div className="flex items-center justify-between px-4 pt-3">
          <h2 className="text-lg font-semibold">Search Results</h2>
          <Button variant="ghost" size="icon" aria-label="Close search" onClick={onClose}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
        <div className="px-4 py-3">{field}</div>
        {trimmed === '' ? (
          <BeforeTyping
            onSearch={(words) => {
              setQuery(words);
              input.current?.focus();
            }}
            onLeave={() => onClose?.()}
          />
        ) : (
          panel
        )}
      </div>
    );
  }

  return (
    <div ref={container} className="relative w-full max-w-xl">
      {field}
      {panel}
    </div>
  );
}
