import { format } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
import { Calendar } from './ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover';

/** A day picked in a popover calendar; it always has a value (a deselect is ignored) and is never in the future. */
export function DateField({ value, onChange }: { value: Date; onChange: (date: Date) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className="justify-start font-normal"
          aria-label={`Date: ${format(value, 'PPP')}`}
        >
          <CalendarIcon aria-hidden="true" />
          {format(value, 'PPP')}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" aria-label="Choose a date">
        <Calendar
          mode="single"
          selected={value}
          defaultMonth={value}
          disabled={{ after: new Date() }}
          onSelect={(date) => {
            if (!date) return;
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
