import { Icon } from '../../components/ui/Icon.tsx';
import { isIconName } from '../../components/ui/icon-names.ts';
import styles from './SocialLinks.module.scss';

interface SocialLink {
  kind: string;
  title: string;
  url: string;
}

/** The market's social network pages; each icon link is named by the network's title. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            className={styles.link}
            aria-label={link.title}
            target="_blank"
            rel="noopener noreferrer"
          >
            {isIconName(link.kind) ? (
              <Icon name={link.kind} size={20} />
            ) : (
              <span aria-hidden="true">{link.title.slice(0, 2)}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
