import type { ComponentProps, MouseEvent } from 'react';
import styles from './button.module.css';
import { cx } from './class-names';
import { LoaderCircle } from './icons';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Working: shows a spinner and ignores clicks, but stays focusable and announced. */
  busy?: boolean;
}

function blockClick(event: MouseEvent<HTMLButtonElement>) {
  // Cancelling the click also cancels a submit, including the implicit one from Enter.
  event.preventDefault();
}

/**
 * A button; `type` defaults to 'button', so pass `type="submit"` for a form's submit button.
 * `aria-disabled="true"` also blocks clicks (focus stays, unlike `disabled`).
 */
export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  className,
  children,
  onClick,
  ...buttonProps
}: ButtonProps) {
  const blocked =
    busy || buttonProps['aria-disabled'] === true || buttonProps['aria-disabled'] === 'true';
  return (
    <button
      type={type}
      {...buttonProps}
      aria-busy={busy || undefined}
      aria-disabled={blocked || undefined}
      onClick={blocked ? blockClick : onClick}
      className={cx(styles.button, styles[variant], className)}
    >
      {busy ? (
        <LoaderCircle className={styles.busyIcon} aria-hidden="true" focusable="false" />
      ) : null}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  /** The accessible name (and tooltip); the icon itself is hidden from assistive tech. */
  label: string;
  tone?: 'neutral' | 'danger';
}

/** A button showing only an icon (pass a lucide icon as children). Type defaults to 'button'. */
export function IconButton({
  label,
  tone = 'neutral',
  type = 'button',
  className,
  children,
  ...buttonProps
}: IconButtonProps) {
  return (
    <button
      type={type}
      title={label}
      {...buttonProps}
      aria-label={label}
      className={cx(styles.iconButton, tone === 'danger' && styles.dangerIcon, className)}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
