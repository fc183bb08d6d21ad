import { Checkbox, SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import { roleColumns, roleLabel } from '@aquarisk/contract/roles';

export interface RoleCheckboxesProps {
  value: string[];
  onChange: (roles: string[]) => void;
  /** roles this user may grant or take away; others are shown but disabled */
  canChange: (role: string) => boolean;
  disabled?: boolean;
}

/** Roles in three columns (docs/requirements.md#core-2): SURVEYOR, ADMIN | FARMER, MANAGER, COMPANY | USER, ADJUSTER, UNDERWRITER and any other. */
export function RoleCheckboxes({ value, onChange, canChange, disabled = false }: RoleCheckboxesProps) {
  const known = new Set(roleColumns.flat());
  const others = value.filter((r) => !known.has(r)).sort();
  const columns = roleColumns.map((col, i) => (i === roleColumns.length - 1 ? [...col, ...others] : col));

  return (
    <Checkbox.Group label={<VisuallyHidden>Roles</VisuallyHidden>} value={value} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm">
        {columns.map((col, i) => (
          <Stack key={i} gap="sm">
            {col.map((role) => (
              <Checkbox key={role} value={role} label={roleLabel(role)} disabled={disabled || !canChange(role)} />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
