import { z } from 'shared/zod';
import { accountMessages } from './account-messages';
import { LANGUAGES } from './messages/message';

/**
 * The language a user reads, saved on the user: 'en' or 'fr'. A module of its own so that the
 * contact's schema (the Personal tab) does not bring the sign-in schemas and their messages.
 */
export const languageChoice = z.enum(LANGUAGES, { error: accountMessages.languageInvalid });
