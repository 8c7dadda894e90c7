import { useState } from 'react';
import { answerCode, useRequestPasswordResetMutation } from 'shared/api';
import { accountMessages, passwordResetRequest, ResultCode } from 'shared/contract';
import { useForm, zodResolver } from 'shared/forms';
import { addCatalog, useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { Alert, Button, Card, messageText, TextField, useDocumentTitle } from 'shared/ui';
import { LOGIN_PATH } from '../../app/paths';
import { PublicPage } from '../../components/public-page';
import {
  loadPasswordResetCatalogFr,
  PASSWORD_RESET_NAMESPACE,
  passwordResetCatalog,
} from '../../i18n/password-reset-catalog';
import styles from '../auth/auth-form.module.css';
import { publicRequestFailureText } from '../auth/public-request-failure';

addCatalog(PASSWORD_RESET_NAMESPACE, passwordResetCatalog, loadPasswordResetCatalogFr);

type Outcome = { kind: 'sent' } | { kind: 'failed'; text: string };

/**
 * `/forgot-password`: asks for a reset link by email (issue 17). The answer is the same whether or
 * not an account uses the address, so the page never tells who has an account here.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(PASSWORD_RESET_NAMESPACE);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useDocumentTitle(t('forgot.heading'));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetRequest), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    const answer = await requestReset(body);
    setOutcome(
      answerCode(answer) === ResultCode.ok
        ? { kind: 'sent' }
        : { kind: 'failed', text: publicRequestFailureText(answer) },
    );
  });

  return (
    <PublicPage>
      <Card>
        <h1>{t('forgot.heading')}</h1>
        {outcome?.kind === 'sent' ? (
          <Alert tone="success">
            <p>{messageText(accountMessages.resetLinkSent)}</p>
            <p>{t('forgot.spamHint')}</p>
          </Alert>
        ) : null}
        {outcome?.kind === 'failed' ? <Alert tone="error">{outcome.text}</Alert> : null}
        <p>{t('forgot.intro')}</p>
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <TextField
            label={t('forgot.emailLabel')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" busy={isLoading} className={styles.submit}>
            {t('forgot.submit')}
          </Button>
        </form>
        <p className={styles.links}>
          <Link to={LOGIN_PATH}>{t('forgot.signInLink')}</Link>
        </p>
      </Card>
    </PublicPage>
  );
}
