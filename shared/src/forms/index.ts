// Forms for the browser apps: react-hook-form and its zod resolver, one shared copy for the
// shell and every suite (a shared module is loaded whole, so this entry re-exports only what the
// apps use and the bundler drops the rest). Import them from 'shared/forms', never from
// react-hook-form or @hookform/resolvers (biome refuses it in the front end).
export { zodResolver } from '@hookform/resolvers/zod';
export type { FieldErrors, FieldPath, Resolver, UseFormReturn } from 'react-hook-form';
export {
  Controller,
  FormProvider,
  useController,
  useForm,
  useFormContext,
  useWatch,
} from 'react-hook-form';
