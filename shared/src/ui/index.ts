export * from './basics';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { FieldError } from './field';
export { CalendarPlus, LogOut, Menu, Trash2, TriangleAlert } from './icons';
export { type ChartModule, LazyChart, type LazyChartProps } from './lazy-chart';
export { PageContents, type PageContentsEntry, type PageContentsProps } from './page-contents';
export { PasswordGate, type PasswordGateProps } from './password-gate';
export {
  RadioGroupField,
  type RadioGroupFieldProps,
  type RadioOption,
} from './radio-group-field';
export {
  addReferenceTexts,
  REFERENCE_NAMESPACE,
  useReferenceLanguage,
  useReliefOptionsLanguage,
} from './reference-language';
export { focusPageHeading } from './return-focus';
export { type RouteTab, RouteTabs, type RouteTabsProps } from './route-tabs';
export { ScrollTable, type ScrollTableProps } from './scroll-table';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export {
  SuccessNotice,
  type SuccessNoticeProps,
  type SuccessNoticeState,
  useSuccessNotice,
} from './success-notice';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { useWizard, Wizard, type WizardProps, type WizardState } from './wizard';
