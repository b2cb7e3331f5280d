import { type ReactNode, useRef } from 'react';
import { Button, type ButtonProps } from 'react-bootstrap';

type Props = Omit<ButtonProps, 'onClick' | 'children'> & {
  accept: string;
  /** The button's text, in the member's language. */
  children: ReactNode;
  /** The name of the native input, for assistive technology that reaches it anyway. */
  inputLabel: string;
  onFile: (file: File) => void;
};

/**
 * A file choice that reads in the member's language: the browser's own control ("Choose File", "Datei
 * auswählen") speaks the browser's language, so it stays hidden and out of the tab order, and a labelled button
 * opens it. The same file can be chosen again after a refusal.
 */
export function FileChooserButton({ accept, children, inputLabel, onFile, disabled, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="d-none"
        aria-label={inputLabel}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
