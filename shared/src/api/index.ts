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
  useHealthQuery,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useSessionQuery,
} from './api';
export { API_KEY_HEADER, baseQuery } from './base-query';
