import type { z } from 'zod';
import type { contactSchema } from '@aquarisk/contract/schemas/contact.schema';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { callApi } from '../../../lib/api-client.ts';

export type ContactRequest = z.output<typeof contactSchema>;

/** POST /contact: the public information request of the landing page (no auth). */
export function sendContact(body: ContactRequest): Promise<unknown> {
  return callApi(authEndpoints.contact, { body });
}
