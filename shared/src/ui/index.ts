export { Alert, type AlertProps, type AlertTone } from './alert';
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
} from './button';
export { Card, type CardProps } from './card';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
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
export { PasswordGate, type PasswordGateProps } from './password-gate';
export {
  RadioGroupField,
  type RadioGroupFieldProps,
  type RadioOption,
} from './radio-group-field';
export { type RouteTab, RouteTabs, type RouteTabsProps } from './route-tabs';
export { ScrollTable, type ScrollTableProps } from './scroll-table';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { Spinner, type SpinnerProps } from './spinner';
export {
  SuccessNotice,
  type SuccessNoticeProps,
  type SuccessNoticeState,
  useSuccessNotice,
} from './success-notice';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { VisuallyHidden } from './visually-hidden';
export { useWizard, Wizard, type WizardProps, type WizardState } from './wizard';
