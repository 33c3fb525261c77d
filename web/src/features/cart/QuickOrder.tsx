import { useId, useState, type ChangeEvent } from 'react';
import type { QuickOrderRejection } from '../../__generated__/graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { parseQuickOrder, QUICK_ORDER_MAX_LINES, type QuickOrderLine } from './quick-order.ts';
import styles from './QuickOrder.module.scss';

const REASON: Record<QuickOrderRejection, string> = {
  UNKNOWN_SKU: 'артикул не найден',
  NOT_AVAILABLE: 'товар недоступен для заказа',
  INVALID_QUANTITY: 'недопустимое количество',
};

interface Outcome {
  added: number;
  rejected: { line: string; reason: string }[];
}

type QuickOrderAnswer =
  | {
      cart: unknown;
      rejectedLines: readonly { sku: string; quantity: number; reason: QuickOrderRejection }[];
    }
  | undefined;

/**
 * Quick order: «article quantity» lines pasted or read from a CSV file go into the cart at once;
 * the answer lists how many lines were added and each line that was not, with the reason.
 */
export function QuickOrder({
  onSubmit,
}: {
  onSubmit: (lines: QuickOrderLine[]) => Promise<QuickOrderAnswer>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setText(await file.text());
    } catch (failure) {
      console.error('The quick order file could not be read', failure);
      setProblem('Не удалось прочитать файл');
    }
  };

  const submit = async () => {
    const parsed = parseQuickOrder(text);
    setOutcome(null);
    if (parsed.lines.length === 0) {
      setProblem('Добавьте строки в формате «артикул количество»');
      return;
    }
    if (parsed.lines.length > QUICK_ORDER_MAX_LINES) {
      setProblem(`Не больше ${QUICK_ORDER_MAX_LINES} строк за раз`);
      return;
    }
    setProblem(null);
    setBusy(true);
    const answer = await onSubmit(parsed.lines);
    setBusy(false);
    if (!answer?.cart) {
      setProblem('Не удалось добавить товары, попробуйте ещё раз');
      return;
    }
    const rejected = [
      ...parsed.unreadable.map((line) => ({ line, reason: 'строка не распознана' })),
      ...answer.rejectedLines.map((line) => ({
        line: `${line.sku} ${line.quantity}`,
        reason: REASON[line.reason],
      })),
    ];
    setOutcome({ added: parsed.lines.length - answer.rejectedLines.length, rejected });
    if (rejected.length === 0) setText('');
  };

  return (
    <section className={styles.quick} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Быстрый заказ
      </h2>
      <p className={styles.help}>
        Вставьте артикулы и количество — по одному товару в строке, например «GW-100001 2», — или
        загрузите CSV-файл.
      </p>
      <label htmlFor={`${id}-lines`} className="visually-hidden">
        Артикулы и количество
      </label>
      <textarea
        id={`${id}-lines`}
        className={styles.text}
        rows={5}
        value={text}
        placeholder={'GW-100001 2\nGW-100002 10'}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.actions}>
        <Button disabled={busy || text.trim() === ''} onClick={() => void submit()}>
          Добавить в корзину
        </Button>
        <label className={styles.file}>
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="visually-hidden"
            onChange={(event) => void readFile(event)}
          />
          Загрузить CSV
        </label>
      </div>
      <div role="status" aria-live="polite">
        {problem && <p className={styles.problem}>{problem}</p>}
        {outcome && (
          <div className={styles.outcome}>
            <p>Добавлено строк: {outcome.added}</p>
            {outcome.rejected.length > 0 && (
              <>
                <p>Не добавлены:</p>
                <ul className={styles.rejected}>
                  {outcome.rejected.map((line) => (
                    <li key={line.line}>
                      <span className={styles.sku}>{line.line}</span> — {line.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
