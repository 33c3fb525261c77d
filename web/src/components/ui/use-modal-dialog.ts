import { useEffect, useRef } from 'react';

/**
 * Opens and closes a native modal <dialog> with `open`: the browser then gives it the dialog
 * role, keeps focus inside and closes it on Escape. Focus goes back to the control that had it
 * when the dialog opened (a dialog opened by a route change would otherwise leave it on <body>).
 */
export function useModalDialog(open: boolean, onOpened?: (dialog: HTMLDialogElement) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useRef(onOpened);
  const opener = useRef<HTMLElement | null>(null);
  opened.current = onOpened;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      opened.current?.(dialog);
    }
    if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected && !dialog.contains(back) && document.activeElement !== back)
        back.focus();
    }
  }, [open]);
  return ref;
}
