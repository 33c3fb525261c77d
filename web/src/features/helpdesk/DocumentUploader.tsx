import { useId, useRef } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { fileTooLargeMessage, megabytes, messageFor, tooManyFilesMessage } from './messages.ts';
import type { DocumentItem, DocumentLimits } from './useDocumentUploads.ts';
import styles from './DocumentUploader.module.scss';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,.xlsx';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${(bytes / 1024 / 1024).toFixed(1)} МБ`;

/**
 * The documents of an order: the limits said up front, a picker that stops taking files at the
 * count limit, and per file its progress, a cancel or remove button and its error beside it.
 */
export function DocumentUploader({
  limits,
  types,
  items,
  full,
  error,
  onAdd,
  onRemove,
}: {
  limits: DocumentLimits;
  types: readonly string[];
  items: readonly DocumentItem[];
  full: boolean;
  error: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorText = (item: DocumentItem) =>
    item.errorCode === 'FILE_TOO_LARGE'
      ? fileTooLargeMessage(limits.maxFileBytes)
      : messageFor(item.errorCode ?? 'FAILED');

  return (
    <fieldset className={styles.uploader}>
      <legend className={styles.legend}>Документы</legend>
      <p id={hintId} className={styles.hint}>
        До {limits.maxFiles} файлов, каждый до {megabytes(limits.maxFileBytes)} МБ:{' '}
        {types.join(', ')}
      </p>
      {items.length > 0 && (
        <ul className={styles.list} aria-label="Прикреплённые файлы">
          {items.map((item) => (
            <li key={item.key} className={styles.item} data-state={item.state}>
              <div className={styles.row}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.size}>{sizeText(item.size)}</span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => onRemove(item.key)}
                  aria-label={
                    item.state === 'uploading'
                      ? `Отменить загрузку ${item.name}`
                      : `Удалить ${item.name}`
                  }
                >
                  <Icon name="close" size={16} />
                  <span>{item.state === 'uploading' ? 'Отменить' : 'Удалить'}</span>
                </button>
              </div>
              {item.state === 'uploading' && (
                <div
                  className={styles.bar}
                  role="progressbar"
                  aria-label={`Загрузка ${item.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                >
                  <span style={{ width: `${Math.round(item.progress * 100)}%` }} />
                </div>
              )}
              {item.state === 'uploaded' && <span className={styles.done}>Загружен</span>}
              {item.state === 'refused' && (
                <p className={styles.error} role="alert">
                  {errorText(item)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className={styles.input}
        tabIndex={-1}
        aria-label="Прикрепить файлы"
        aria-describedby={hintId}
        disabled={full}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        className={styles.pick}
        disabled={full}
        onClick={() => input.current?.click()}
      >
        {full ? tooManyFilesMessage(limits.maxFiles) : 'Прикрепить файлы'}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
