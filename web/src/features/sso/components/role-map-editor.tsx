import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { roleLabel } from '@aquarisk/contract/roles';
import { ssoRoles } from '@aquarisk/contract/schemas/sso.schema';

export interface RoleMapRow {
  value: string;
  role: string;
}

const roleOptions = ssoRoles.map((r) => ({ value: r, label: roleLabel(r) }));

/** The claim values the provider sends and the role each one gives (off unless a claim is named). */
export function RoleMapEditor({
  rows,
  onChange,
  disabled,
}: {
  rows: RoleMapRow[];
  onChange: (rows: RoleMapRow[]) => void;
  disabled: boolean;
}) {
  const set = (i: number, row: Partial<RoleMapRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...row } : r)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Claim values that give a role
      </Text>
      {rows.map((row, i) => (
        <Group key={i} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={`Claim value ${i + 1}`}
            placeholder="e.g. aquarisk-auditors"
            value={row.value}
            disabled={disabled}
            onChange={(e) => set(i, { value: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Select
            aria-label={`Role for claim value ${i + 1}`}
            data={roleOptions}
            value={row.role}
            disabled={disabled}
            allowDeselect={false}
            onChange={(role) => set(i, { role: role ?? row.role })}
            w={180}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove claim value ${i + 1}`}
            disabled={disabled}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="xs" disabled={disabled} onClick={() => onChange([...rows, { value: '', role: 'ROLE_USER' }])}>
          Add a claim value
        </Button>
      </Group>
    </Stack>
  );
}
