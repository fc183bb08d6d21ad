import type { ErrorBody } from '@aquarisk/contract/schemas/error.schema';

/**
 * The error body of a failed call, parsed with the contract's schema; null when the answer is not one (no JSON, or a
 * proxy's page). The schema loads on the first failure: the first script every page loads (the landing page too)
 * carries no zod (issue 14's budget), and a page that failed once has it from then on.
 */
export async function parseErrorBody(json: unknown): Promise<ErrorBody | null> {
  try {
    const { errorBodySchema } = await import('@aquarisk/contract/schemas/error.schema');
    const parsed = errorBodySchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    // The schema's chunk could not be loaded (the connection dropped): the screen's own message is shown.
    return null;
  }
}
