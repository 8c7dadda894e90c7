import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionRequest,
  accountMessages,
  dataExportFileName,
  dataExportRequest,
  ResultCode,
} from 'shared/contract';
import { deleteAccount } from '../account-data/delete-account';
import { writeExportArchive } from '../account-data/export-archive';
import { collectAccountData } from '../account-data/my-data';
import { createZipStream } from '../account-data/zip-stream';
import { sessionOf } from '../auth/guard';
import { findUserById } from '../auth/users';
import { answers, fileAnswer } from '../http/common-answers';
import { answerLanguage } from '../http/language';
import { fileAttachmentDisposition } from '../letters-store/content-disposition';
import { torontoDate } from '../letters-store/request-date';
import { userPasswordAccepted } from './answers';

/**
 * The user's rights over their data (issue 17; PIPEDA, Québec's Law 25): take all of it out,
 * or delete the account. Both need the password, checked under the login throttles.
 */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cipher, clock } = app;

  app.post(
    '/me/export',
    {
      schema: {
        body: dataExportRequest,
        response: {
          200: fileAnswer('application/zip', 'Everything kept about the user, as a ZIP file.'),
          403: answers.wrongPassword,
          429: answers.throttled,
        },
      },
      config: { rateLimit: 'exports' },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const log = { event: 'data_export', label: 'data export' };
      if (!(await userPasswordAccepted(request, reply, request.body, log))) return reply;
      const now = clock();
      // my-data.json is small and read first, so that a failure here is still a JSON answer.
      const data = await collectAccountData(db, cipher, userId, now);
      const day = torontoDate(now);
      const zip = createZipStream(now);
      writeExportArchive(zip, { db, cipher, userId }, data, {
        language: answerLanguage(request),
        day,
      }).catch((error: unknown) => {
        // The answer has begun: cutting it short is all that is left (the ZIP is then unreadable).
        request.log.error({ event: 'data_export', outcome: 'failed', userId, err: error });
        zip.output.destroy(error instanceof Error ? error : new Error('export failed'));
      });
      request.log.info({ event: 'data_export', outcome: 'success', userId }, 'data exported');
      return reply
        .code(200)
        .type('application/zip')
        .header('content-disposition', fileAttachmentDisposition(dataExportFileName(day)))
        .send(zip.output);
    },
  );

  const deletion = {
    body: accountDeletionRequest,
    response: {
      200: answers.ok.describe('0: the account and everything kept about it are deleted.'),
      403: answers.wrongPassword,
      429: answers.throttled,
    },
  };
  app.delete('/me', { schema: deletion }, async (request, reply) => {
    const { userId } = sessionOf(request);
    const log = { event: 'account_deletion', label: 'account deletion' };
    if (!(await userPasswordAccepted(request, reply, request.body, log))) return reply;
    const user = await findUserById(db, userId);
    if (!user) throw new Error('The session outlived its user.');
    await deleteAccount(db, { userId, email: user.email, address: request.ip }, clock());
    // Nothing that names the account: its id would tie this line to the sign-ins logged before.
    request.log.info({ event: 'account_deleted' }, 'an account was deleted');
    return { code: ResultCode.ok, msg: accountMessages.accountDeleted };
  });
};
