import styles from './settlement-wizard.module.css';

/** A message under a group of controls, styled like the shared fields' messages. */
export function FieldErrorText({ id, error }: { id?: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}
