/** A select's closed look (its trigger), shared with stand-ins drawn before the select's own code has loaded. */
export const selectTriggerClass = [
  'flex h-11 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-card px-3 text-sm shadow-xs transition-colors md:h-10',
  'hover:border-muted-foreground/40 data-[placeholder]:text-muted-foreground focus-visible:border-ring',
  'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
  '[&>span]:line-clamp-1 [&>span]:text-left [&_svg]:pointer-events-none [&_svg]:shrink-0',
].join(' ');
