import type { ComponentProps } from 'react';
import { cx } from './class-names';
import styles from './visually-hidden.module.css';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span {...props} className={cx(styles.hidden, className)} />;
}
