import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.scss';

/** The store's button: primary (filled), secondary (outlined) or link-like. */
export function Button({
  variant = 'primary',
  block = false,
  type = 'button',
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'link';
  block?: boolean;
}) {
  return (
    <button
      type={type}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-block={block}
      {...rest}
    />
  );
}
