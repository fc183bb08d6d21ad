import { ssoConfigInputSchema, type SsoConfigInput } from '@aquarisk/contract/schemas/sso.schema';
import { ssoMessages } from '@aquarisk/contract/sso-messages';

export type SsoConfigErrors = Partial<Record<keyof SsoConfigInput, string>>;

/** The first problem of each field, as the server would refuse it; a first configuration needs a client secret. */
export function ssoConfigErrors(input: SsoConfigInput, hasSecret: boolean): SsoConfigErrors {
  const parsed = ssoConfigInputSchema.safeParse(input);
  const found: SsoConfigErrors = {};
  if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof SsoConfigInput] ??= issue.message;
  if (!hasSecret && !input.clientSecret) found.clientSecret = ssoMessages.secretRequired;
  return found;
}
