import { api, bareJsonBody, type ConcealedPassword } from 'shared/api';
import type { ApiAnswer, BankingAccount, CreatedAnswer } from 'shared/contract';

/** A write carries the gate's password as `secret` (decisions.md section 4); never stored. */
interface AccountWrite {
  account: BankingAccount;
  secret: ConcealedPassword;
}

/**
 * The banking writes, used by this suite only. The password travels concealed in the arguments
 * (see ConcealedPassword), and is revealed only into the request body.
 */
export const bankingWritesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createBankingAccount: build.mutation<CreatedAnswer, AccountWrite>({
      query: ({ account, secret }) => ({
        url: '/banking-information',
        method: 'POST',
        body: { ...account, secret: secret.reveal() },
      }),
    }),
    updateBankingAccount: build.mutation<CreatedAnswer, AccountWrite & { id: string }>({
      query: ({ id, account, secret }) => ({
        url: '/banking-information',
        method: 'PUT',
        body: { id, ...account, secret: secret.reveal() },
      }),
    }),
    /** Allowed within the step-up grant of the last successful gate; -1 after it. */
    deleteBankingAccount: build.mutation<ApiAnswer, string>({
      query: (id) => ({ url: '/banking-information', method: 'DELETE', ...bareJsonBody(id) }),
    }),
  }),
});

export const {
  useCreateBankingAccountMutation,
  useUpdateBankingAccountMutation,
  useDeleteBankingAccountMutation,
} = bankingWritesApi;
