import { UploadIcon } from 'lucide-react';
import { useRef, type Ref } from 'react';
import { Button } from '../../components/ui/button';
import { IMPORT_ACCEPT } from './import-file';

/** 'Choose File': the system's file picker, offering .csv and .zip files. */
export function ImportFilePicker({
  onChoose,
  disabled,
  buttonRef,
}: {
  onChoose: (file: File) => void;
  disabled: boolean;
  /** Where focus goes back when the chosen file is let go (Cancel, or the import done). */
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-label="File to import"
        tabIndex={-1}
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared at once, so choosing the same file again (after Cancel) is a change too.
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <UploadIcon aria-hidden="true" />
        Choose File
      </Button>
    </>
  );
}
