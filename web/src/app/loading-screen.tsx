export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background" role="status">
      <div className="flex flex-col items-center gap-4">
        <span
          className="size-8 animate-spin rounded-full border-2 border-muted border-t-primary"
          aria-hidden="true"
        />
        <p className="text-sm text-muted-foreground">Loading...</p>
      </div>
    </div>
  );
}
