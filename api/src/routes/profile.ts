import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './profile-address';
import { bankruptcyRoutes } from './profile-bankruptcy';
import { contactRoutes } from './profile-contact';
import { employmentRoutes } from './profile-employment';
import { identificationRoutes } from './profile-identification';

/**
 * The personal-information calls of spec section 7. Every query is scoped to the caller's user
 * id, so another user's id answers -3 exactly like a missing one.
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contactRoutes);
  await app.register(addressRoutes);
  await app.register(employmentRoutes);
  await app.register(identificationRoutes);
  await app.register(bankruptcyRoutes);
};
