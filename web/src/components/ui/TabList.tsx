/**
 * Tabs that switch what is shown below them (the ARIA tab pattern: one `tablist`, each tab a button
 * with `aria-selected`). The look (`className`, `tabClassName`) belongs to the place that shows them.
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  title,
  onSelect,
  className,
  tabClassName,
}: {
  label: string;
  tabs: readonly T[];
  selected: T;
  title: (tab: T) => string;
  onSelect: (tab: T) => void;
  className?: string;
  tabClassName?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          className={tabClassName}
          onClick={() => onSelect(tab)}
        >
          {title(tab)}
        </button>
      ))}
    </div>
  );
}
