import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadDocument, type UploadHandle } from './upload-document.ts';

export interface DocumentLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export interface DocumentItem {
  key: number;
  name: string;
  size: number;
  state: 'uploading' | 'uploaded' | 'refused';
  /** 0…1 while uploading. */
  progress: number;
  documentId: string | null;
  /** The refusal's code: FILE_TOO_LARGE, UNSUPPORTED_FILE_TYPE, FAILED… */
  errorCode: string | null;
}

/**
 * The documents of one order form: each file uploads on its own as soon as it is chosen, with its
 * progress; one can be cancelled or removed while others go on. A file over the size limit is
 * refused here without a byte sent; files past the count limit are not taken at all.
 */
export function useDocumentUploads(limits: DocumentLimits | null) {
  const [items, setItems] = useState<DocumentItem[]>([]);
  const handles = useRef(new Map<number, UploadHandle>());
  const nextKey = useRef(1);

  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.cancel();
    };
  }, []);

  const update = (key: number, patch: Partial<DocumentItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const add = useCallback(
    (files: readonly File[]) => {
      if (!limits) return;
      const room = limits.maxFiles - items.filter((item) => item.state !== 'refused').length;
      for (const file of files.slice(0, Math.max(0, room))) {
        const key = nextKey.current++;
        const tooLarge = file.size > limits.maxFileBytes;
        const item: DocumentItem = {
          key,
          name: file.name,
          size: file.size,
          state: tooLarge ? 'refused' : 'uploading',
          progress: 0,
          documentId: null,
          errorCode: tooLarge ? 'FILE_TOO_LARGE' : null,
        };
        setItems((list) => [...list, item]);
        if (tooLarge) continue;
        const handle = uploadDocument(file, (progress) => update(key, { progress }));
        handles.current.set(key, handle);
        void handle.done.then((outcome) => {
          handles.current.delete(key);
          if (outcome.ok) update(key, { state: 'uploaded', documentId: outcome.document.id });
          else if (!outcome.cancelled) update(key, { state: 'refused', errorCode: outcome.code });
        });
      }
    },
    [items, limits],
  );

  /** Cancels the upload if it runs and takes the file off the list. */
  const remove = useCallback((key: number) => {
    handles.current.get(key)?.cancel();
    handles.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  const reset = useCallback(() => setItems([]), []);

  return {
    items,
    add,
    remove,
    reset,
    uploading: items.some((item) => item.state === 'uploading'),
    documentIds: items.flatMap((item) => (item.documentId ? [item.documentId] : [])),
    full: limits
      ? items.filter((item) => item.state !== 'refused').length >= limits.maxFiles
      : true,
  };
}
