import { z } from 'shared/zod';
import { accountMessages } from './account-messages';
import { authMessages } from './auth-messages';
import { safeString } from './fields';
import { languageChoice } from './language-choice';
import type { Language } from './messages/message';

/** Password length bounds (decisions.md section 4); no composition rules. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const EMAIL_MAX_LENGTH = 254;

/** A new password: 12 to 128 characters. Commonness is checked by the API against its list. */
export const newPassword = safeString({ error: authMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const emailAddress = safeString({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }));

/** POST /api/v1/login body. */
export const loginRequest = z.strictObject({
  username: safeString({ error: authMessages.usernameRequired })
    .trim()
    .min(1, authMessages.usernameRequired)
    .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid),
  password: safeString({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The login form: same fields; while typing, an empty username says 'Please enter your email address.' */
export const loginForm = loginRequest;
export type LoginForm = LoginRequest;

/** PUT /api/v1/language body: the language switch saves the choice alone. */
export const languageRequest = z.strictObject({ language: languageChoice });
export type LanguageRequest = z.infer<typeof languageRequest>;

/** POST /api/v1/register body; `language` is the one the page shows (English when absent). */
export const registerRequest = z.strictObject({
  email: emailAddress,
  password: newPassword,
  accept_terms: z.literal(true, { error: authMessages.acceptTermsRequired }),
  language: languageChoice.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The register form: the request plus a confirmation that must match. */
export const registerForm = z
  .strictObject({
    email: emailAddress,
    password: newPassword,
    confirm_password: safeString({ error: authMessages.confirmPasswordRequired }).min(
      1,
      authMessages.confirmPasswordRequired,
    ),
    accept_terms: z.boolean().refine((value) => value, authMessages.acceptTermsRequired),
  })
  .refine((form) => form.confirm_password === form.password, {
    path: ['confirm_password'],
    message: authMessages.confirmPasswordMismatch,
  });
export type RegisterForm = z.infer<typeof registerForm>;

/** POST /api/v1/change-password body. */
export const changePasswordRequest = z.strictObject({
  old_password: safeString({ error: accountMessages.currentPasswordRequired })
    .min(1, accountMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
  new_password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The password tab's form (spec section 5). */
export const changePasswordForm = z
  .strictObject({
    old_password: safeString().min(1, accountMessages.currentPasswordRequired),
    new_password: safeString()
      .min(1, accountMessages.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
    confirm_password: safeString().min(1, accountMessages.confirmNewPasswordRequired),
  })
  .refine((form) => form.confirm_password === form.new_password, {
    path: ['confirm_password'],
    message: accountMessages.confirmNewPasswordMismatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** A gate's body is the bare password as a JSON string (decisions.md section 3). */
export const gatePassword = safeString({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/** The login and register answers: the session key and the user's saved language. */
export interface LoginAnswer {
  code: 0;
  msg: string;
  key: string;
  language: Language;
}

/** GET /api/v1/session: who the key belongs to. */
export interface SessionAnswer {
  code: 0;
  msg: string;
  email: string;
  language: Language;
}
