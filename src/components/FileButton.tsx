import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ChangeEvent } from 'react';

export interface FileButtonProps extends Omit<ButtonProps, 'onClick' | 'onChange' | 'component'> {
  /** The file types the chooser offers (the input's `accept`). */
  accept: string;
  /** Called with the input's change event when the user has chosen a file. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The file input's id, for a label or test that names it. */
  inputId?: string;
}

/**
 * A button that opens the browser's file chooser. The file input stays hidden and out of the tab order; the
 * button is a real button, so Tab reaches it and Enter or Space opens the chooser (a `<label>` styled as a
 * button opens it on a click only).
 */
export function FileButton({ accept, onChange, inputId, children, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input ref={input} id={inputId} type="file" accept={accept} hidden tabIndex={-1} onChange={onChange} />
    </>
  );
}

/**
 * A FileButton `onChange` that hands over the chosen file and clears the input, so choosing the same file again
 * is a change too.
 */
export function chosen(onFile: (file: File) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
}
