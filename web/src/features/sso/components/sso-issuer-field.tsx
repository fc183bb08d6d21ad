import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { describeError } from '../../../lib/error-handler.ts';
import { useTestDiscovery } from '../api/sso-config.api.ts';

/** The provider's issuer, with 'Test discovery': what the discovery document announces, or why it failed. */
export function SsoIssuerField({
  companyId,
  issuer,
  error,
  onChange,
}: {
  companyId: string;
  issuer: string;
  error: string | undefined;
  onChange: (issuer: string) => void;
}) {
  const discovery = useTestDiscovery(companyId);
  const discoveryOutcome = discovery.isError ? describeError(discovery.error) : null;
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Issuer"
          description="The provider’s address; its discovery document is at /.well-known/openid-configuration below it."
          placeholder="https://login.example.com/realms/farms"
          value={issuer}
          error={error}
          onChange={(e) => onChange(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="default" loading={discovery.isPending} disabled={!issuer} onClick={() => discovery.mutate(issuer.trim())}>
          Test discovery
        </Button>
      </Group>
      {discovery.isSuccess ? (
        <Alert color="teal" variant="light" title={ssoMessages.discoveryOk}>
          <Text size="sm">Issuer: {discovery.data.issuer}</Text>
          <Text size="sm">Authorization: {discovery.data.authorizationEndpoint}</Text>
          <Text size="sm">Token: {discovery.data.tokenEndpoint}</Text>
          <Text size="sm">PKCE (S256): {discovery.data.pkceS256 ? 'supported' : 'not announced'}</Text>
        </Alert>
      ) : null}
      {discoveryOutcome ? (
        <Alert color="red" variant="light" role="alert">
          {discoveryOutcome.kind === 'alert' ? discoveryOutcome.text : ssoMessages.discoveryFailed}
        </Alert>
      ) : null}
    </>
  );
}
