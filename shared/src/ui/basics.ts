/**
 * The design system's basics: what the pages shown before sign-in (login, not found, a suite's
 * loading and failure states) need. The shell imports them from here, not from `shared/ui`,
 * because a shared entry is downloaded whole: the login page would otherwise load every form
 * control, the wizard and the password gate. `shared/ui` re-exports all of these, so the suites
 * keep one import path and the shell's modules are the same instances either way.
 */
export { Alert, type AlertProps, type AlertTone } from './alert';
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
} from './button';
export { Card, type CardProps } from './card';
export { documentTitle, useDocumentTitle } from './document-title';
export type { FieldProps } from './field';
export {
  AccountNameField,
  type AccountNameFieldProps,
  DateField,
  type DateFieldProps,
  NumberField,
  type NumberFieldProps,
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from './input-field';
export { MESSAGES_NAMESPACE, messageText, useMessageText } from './messages';
export { PageLayout, type PageLayoutProps } from './page-layout';
export { Spinner, type SpinnerProps } from './spinner';
export { VisuallyHidden } from './visually-hidden';
