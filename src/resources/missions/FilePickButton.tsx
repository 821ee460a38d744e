import Button from '@mui/material/Button';
import { useRef } from 'react';

/**
 * A button that opens the file picker (the input itself stays hidden, so the button is what the keyboard
 * reaches) and hands over the chosen file; the picker is cleared so the same file can be chosen again.
 */
export function FilePickButton({
  label,
  accept,
  disabled,
  describedBy,
  onFile,
}: {
  label: string;
  accept: string;
  disabled?: boolean;
  describedBy?: string;
  onFile: (file: File) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => picker.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={picker}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
