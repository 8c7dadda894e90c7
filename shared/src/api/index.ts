export {
  answerCode,
  bareJsonBody,
  fieldErrors,
  isNetworkError,
  type QueryOutcome,
  retryAfterMinutes,
  retryAfterSeconds,
} from './answers';
export {
  API_TAG_TYPES,
  type ApiTagType,
  api,
  type HealthAnswer,
  useChangePasswordMutation,
  useConfirmPasswordResetMutation,
  useHealthQuery,
  useLogoutMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useSaveLanguageMutation,
  useSessionQuery,
  useSignedInEmail,
} from './api';
export {
  type BankingAccountsOutcome,
  bankingAccountsApi,
  ConcealedPassword,
  sortByAccountName,
  useFetchBankingAccounts,
} from './banking-accounts';
export { baseQuery } from './base-query';
export { type ConsumerProvince, knownProvince, useConsumerProvince } from './consumer-province';
export { type DownloadedFile, fileResponseHandler, saveObjectUrl } from './downloads';
export {
  type DownloadedLetter,
  lettersApi,
  useDeleteLetterMutation,
  useDownloadLetterMutation,
  useGeneratedLettersQuery,
  useGenerateLetterMutation,
} from './letters';
