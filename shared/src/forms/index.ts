// Forms for the browser apps: react-hook-form and its zod resolver, one shared copy for the
// shell and every suite (a shared module is loaded whole, so this entry re-exports only what the
// apps use and the bundler drops the rest). Import them from 'shared/forms', never from
// react-hook-form or @hookform/resolvers (biome refuses it in the front end).
import { inputIssueMessage } from 'shared/contract';
import { z } from 'shared/zod';

// zod's error map for every form, the API's (contract/input-messages.ts): a schema that names no
// message of its own gives a key of the 'input' area, shown in the page's language, never zod's
// English. Set on the shared zod, the one copy whose schemas the forms parse with.
z.config({ customError: inputIssueMessage });

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
