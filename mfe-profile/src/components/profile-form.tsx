import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { Alert, Button, SuccessNotice } from 'shared/ui';
import { PROFILE_NAMESPACE } from '../i18n/namespace';
import type { SaveStatus } from '../lib/use-save-status';
import styles from './profile-form.module.css';

export interface ProfileFormProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  status: SaveStatus;
  children: ReactNode;
}

/** A tab's form: its fields, what went wrong, the Update button and 'Successfully Updated!'. */
export function ProfileForm({ label, onSubmit, submitting, status, children }: ProfileFormProps) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  return (
    <form aria-label={label} noValidate onSubmit={onSubmit} className={styles.form}>
      {children}
      {status.failure ? <Alert tone="error">{status.failure}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" busy={submitting}>
          {t('update')}
        </Button>
        <SuccessNotice visible={status.notice.visible} />
      </div>
    </form>
  );
}

/** Fields laid out side by side where there is room. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
