import { useState } from 'react';
import { Button, Code, Group, MultiSelect, PasswordInput, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { roleLabel } from '@aquarisk/contract/roles';
import { SSO_CALLBACK_PATH, ssoRoles, type SsoConfig, type SsoConfigInput } from '@aquarisk/contract/schemas/sso.schema';
import { RoleMapEditor, type RoleMapRow } from './role-map-editor.tsx';
import { ssoConfigErrors, type SsoConfigErrors } from './sso-config-errors.ts';
import { SsoDomainClaims } from './sso-domain-claims.tsx';
import { SsoIssuerField } from './sso-issuer-field.tsx';

const roleOptions = ssoRoles.map((r) => ({ value: r, label: roleLabel(r) }));

/** The company admin's single sign-on settings; the client secret is write-only (the server never sends it back). */
export function SsoConfigForm({
  companyId,
  saved,
  saving,
  onSave,
}: {
  companyId: string;
  saved: SsoConfig | null;
  saving: boolean;
  onSave: (input: SsoConfigInput) => void;
}) {
  const [issuer, setIssuer] = useState(saved?.issuer ?? '');
  const [clientId, setClientId] = useState(saved?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState<string[]>(saved?.domains ?? []);
  const [roles, setRoles] = useState<string[]>(saved?.roles ?? ['ROLE_USER']);
  const [enabled, setEnabled] = useState(saved?.enabled ?? false);
  const [createAccounts, setCreateAccounts] = useState(saved?.createAccounts ?? true);
  const [roleClaim, setRoleClaim] = useState(saved?.roleClaim ?? '');
  const [roleMap, setRoleMap] = useState<RoleMapRow[]>(Object.entries(saved?.roleMap ?? {}).map(([value, role]) => ({ value, role })));
  const [errors, setErrors] = useState<SsoConfigErrors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      issuer,
      clientId,
      clientSecret: clientSecret || null,
      domains,
      roles,
      enabled,
      createAccounts,
      roleClaim: roleClaim.trim() || null,
      roleMap: Object.fromEntries(roleMap.filter((r) => r.value.trim()).map((r) => [r.value.trim(), r.role])),
    };
    const found = ssoConfigErrors(input, saved?.hasSecret ?? false);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(input);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <Switch label="Sign in with the company’s provider" checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        <SsoIssuerField companyId={companyId} issuer={issuer} error={errors.issuer} onChange={setIssuer} />
        <TextInput label="Client id" value={clientId} error={errors.clientId} onChange={(e) => setClientId(e.currentTarget.value)} />
        <PasswordInput
          label="Client secret"
          description={saved?.hasSecret ? 'A secret is saved. Leave this empty to keep it, or type a new one to replace it.' : undefined}
          placeholder={saved?.hasSecret ? '••••••••' : undefined}
          autoComplete="new-password"
          value={clientSecret}
          error={errors.clientSecret}
          onChange={(e) => setClientSecret(e.currentTarget.value)}
        />
        <TagsInput
          label="E-mail domains"
          description="People whose e-mail ends in one of these sign in with this provider. Press Enter after each."
          placeholder="aurora-aqua.example"
          value={domains}
          error={errors.domains}
          onChange={setDomains}
          splitChars={[',', ' ']}
        />
        <SsoDomainClaims companyId={companyId} claims={saved?.domainClaims ?? []} />
        <Switch
          label="A first sign-in makes the account"
          description="Off: only people the company has already added sign in with the provider; others are told to ask an administrator."
          checked={createAccounts}
          onChange={(e) => setCreateAccounts(e.currentTarget.checked)}
        />
        <MultiSelect
          label="Roles of a new account"
          description="Someone signing in for the first time joins the company with these roles."
          data={roleOptions}
          value={roles}
          error={errors.roles}
          onChange={setRoles}
        />
        <TextInput
          label="Role claim (optional)"
          description="A claim of the provider’s ID token whose values give more roles. Empty: no role comes from the provider."
          placeholder="groups"
          value={roleClaim}
          error={errors.roleClaim}
          onChange={(e) => setRoleClaim(e.currentTarget.value)}
        />
        {roleClaim.trim() ? <RoleMapEditor rows={roleMap} onChange={setRoleMap} disabled={false} /> : null}
        <Text size="sm" c="dimmed">
          Register this redirect URI with the provider: <Code>{`${window.location.origin}${SSO_CALLBACK_PATH}`}</Code>
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
