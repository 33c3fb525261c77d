import styles from './AccountMenu.module.scss';

/** One list of the account menu: the current entry is marked, the others switch to themselves. */
export function SwitchList({
  title,
  items,
  currentId,
  disabled,
  onChoose,
}: {
  title: string;
  items: readonly { id: string; title: string }[];
  currentId: string | null;
  disabled: boolean;
  onChoose: (id: string) => void;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <p className={styles.heading}>{title}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.item}
              aria-pressed={item.id === currentId}
              disabled={disabled}
              onClick={() => {
                if (item.id !== currentId) onChoose(item.id);
              }}
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
