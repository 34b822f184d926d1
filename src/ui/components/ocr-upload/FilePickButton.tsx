import { useEffect, useRef, type ChangeEvent } from 'react';
import { Button } from 'primereact/button';
import { acceptAttribute } from '../../../shared/upload/file-type';

interface Props {
  label: string;
  accepted: readonly string[];
  multiple: boolean;
  disabled?: boolean;
  /** Accessible name of the hidden input (tests set files on it). */
  inputLabel: string;
  testId: string;
  onOpen: () => void;
  onClose: () => void;
  onChoose: (files: File[]) => void;
}

/** A button opening the browser's file picker; reports the picker opening and closing. */
export function FilePickButton(props: Props) {
  const { onClose } = props;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = input.current;
    // Closing the picker without a choice fires `cancel` (no React prop for it on inputs).
    const cancelled = () => onClose();
    element?.addEventListener('cancel', cancelled);
    return () => element?.removeEventListener('cancel', cancelled);
  }, [onClose]);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    props.onClose();
    if (files.length > 0) props.onChoose(files);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        multiple={props.multiple}
        accept={acceptAttribute(props.accepted)}
        onChange={picked}
        data-testid={props.testId}
        aria-label={props.inputLabel}
      />
      <Button
        type="button"
        icon="pi pi-upload"
        label={props.label}
        outlined
        size="small"
        disabled={props.disabled === true}
        onClick={() => {
          props.onOpen();
          input.current?.click();
        }}
      />
    </>
  );
}
