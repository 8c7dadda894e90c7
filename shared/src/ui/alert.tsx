import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { cx } from './class-names';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from './icons';

export type AlertTone = 'error' | 'info' | 'success' | 'warning';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  className?: string;
}

const icons = { error: CircleAlert, info: Info, success: CircleCheck, warning: TriangleAlert };

/** A message block. Errors interrupt (role alert); the other tones are polite (role status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.alert, styles[tone], className)}
    >
      <Icon className={styles.icon} aria-hidden="true" focusable="false" />
      <div className={styles.body}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children}
      </div>
    </div>
  );
}
