import { useId, useState, type MouseEvent } from 'react';
import { cn } from '../lib/cn';
import { useWriteGuard } from '../lib/write-guard';
import { Button, type ButtonProps } from './ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from './ui/tooltip';

/**
 * A button that changes the library. Offline it stays in place but does nothing, and says why: in a tooltip on
 * hover, focus and tap (a phone has no hover), and to screen readers as its description.
 */
export function WriteButton({ className, onClick, ...props }: ButtonProps) {
  const guard = useWriteGuard();
  const reasonId = useId();
  const [showReason, setShowReason] = useState(false);
  if (!guard.blocked) return <Button className={className} onClick={onClick} {...props} />;

  const explain = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setShowReason(true);
  };
  return (
    <>
      <Tooltip open={showReason} onOpenChange={setShowReason}>
        <TooltipTrigger asChild>
          <Button
            {...props}
            disabled={false}
            aria-disabled="true"
            aria-describedby={reasonId}
            data-offline=""
            className={cn(className, 'cursor-not-allowed aria-disabled:pointer-events-auto')}
            onClick={explain}
          />
        </TooltipTrigger>
        <TooltipContent>{guard.reason}</TooltipContent>
      </Tooltip>
      <span id={reasonId} className="sr-only">
        {guard.reason}
      </span>
    </>
  );
}
