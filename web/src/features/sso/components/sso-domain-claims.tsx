import { Alert, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { SsoDomainClaim } from '@aquarisk/contract/schemas/sso.schema';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { notifySuccess } from '../../../lib/alerts.ts';
import { describeError } from '../../../lib/error-handler.ts';
import { useVerifySsoDomain } from '../api/sso-config.api.ts';

/**
 * The saved domains and whether each is proved (issue 37 item 20): a pending one shows the DNS TXT record to publish
 * and a Verify button; only a verified domain sends its people to the provider.
 */
export function SsoDomainClaims({ companyId, claims }: { companyId: string; claims: SsoDomainClaim[] }) {
  const verify = useVerifySsoDomain(companyId);
  if (claims.length === 0) return null;
  const failure = verify.isError ? describeError(verify.error) : null;
  return (
    <Stack gap="xs" aria-label="Domain verification">
      {claims.map((claim) => (
        <Paper key={claim.domain} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {claim.domain}
            </Text>
            <Badge color={claim.verified ? 'teal' : 'yellow'} variant="light">
              {claim.verified ? ssoMessages.domainVerified : ssoMessages.domainPending}
            </Badge>
          </Group>
          {claim.verified ? null : (
            <Stack gap={6} mt="xs">
              <Text size="sm">{ssoMessages.domainProof}</Text>
              <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {`${claim.txtName}  TXT  "${claim.txtValue}"`}
              </Code>
              <Group justify="flex-end">
                <Button
                  variant="default"
                  aria-label={`${ssoMessages.verifyDomain} ${claim.domain}`}
                  loading={verify.isPending && verify.variables === claim.domain}
                  onClick={() => verify.mutate(claim.domain, { onSuccess: () => notifySuccess(ssoMessages.domainVerifiedToast) })}
                >
                  {ssoMessages.verifyDomain}
                </Button>
              </Group>
              {failure && verify.variables === claim.domain ? (
                <Alert color="red" variant="light" role="alert">
                  {failure.kind === 'alert' ? failure.text : ssoMessages.verifyFailed}
                </Alert>
              ) : null}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
