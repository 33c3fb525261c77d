import { useEffect, useRef } from 'react';

/**
 * Opens and closes a native modal <dialog> with `open`: the browser then gives it the dialog
 * role, keeps focus inside, closes it on Escape and hands focus back to where it was.
 */
export function useModalDialog(open: boolean, onOpened?: (dialog: HTMLDialogElement) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useRef(onOpened);
  opened.current = onOpened;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      opened.current?.(dialog);
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
