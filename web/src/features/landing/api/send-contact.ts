import type { z } from 'zod';
import type { contactSchema } from '@aquarisk/contract/schemas/contact.schema';
import { okSchema } from '@aquarisk/contract/schemas/common.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export type ContactRequest = z.output<typeof contactSchema>;

/** POST /contact: the public information request of the landing page (no auth). */
export function sendContact(body: ContactRequest): Promise<unknown> {
  return apiRequest('/contact', { method: 'POST', auth: 'none', body, schema: okSchema });
}
