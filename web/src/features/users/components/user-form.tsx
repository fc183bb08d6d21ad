import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { userInputSchema } from '@aquarisk/contract/schemas/user.schema';
import { AssignMultiSelect } from '../../../components/assign-multi-select.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { RoleCheckboxes } from './role-checkboxes.tsx';

export const userFormSchema = userInputSchema
  .pick({ fullName: true, email: true, phone: true })
  .extend({ roles: z.array(z.string()), farmExtIds: z.array(z.string()) });
export type UserFormInput = z.input<typeof userFormSchema>;
export type UserFormValues = z.output<typeof userFormSchema>;

export interface UserFormAccess {
  /** false: everything is shown read-only, without Save */
  editable: boolean;
  editProfile: boolean;
  /** roles shown (editing only) and which of them may change */
  roles: { canChange: (role: string) => boolean } | null;
  /** farms that can be assigned (editing, assigners only) */
  farms: { value: string; label: string }[] | null;
}

export interface UserFormProps {
  initialValues: UserFormInput;
  access: UserFormAccess;
  saving: boolean;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
}

/** Full Name, Email (the username), Phone; when editing, roles and assigned farms (docs/requirements.md#core-2, User form). */
export function UserForm({ initialValues, access, saving, onSubmit, onCancel }: UserFormProps) {
  const form = useForm<UserFormInput, unknown, UserFormValues>({ resolver: zodResolver(userFormSchema), defaultValues: initialValues });
  const { errors } = form.formState;
  const { editable } = access;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="User">
      <Stack gap="lg">
        <FormSection title="Profile" description="The e-mail address is also the user name for signing in.">
          <Fieldset variant="unstyled" disabled={!access.editProfile || saving}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
              <TextInput label="Full Name" required autoComplete="off" error={errors.fullName?.message} {...form.register('fullName')} />
              <TextInput label="Email" required type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
              <TextInput label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...form.register('phone')} />
            </SimpleGrid>
          </Fieldset>
        </FormSection>
        {access.roles ? (
          <FormSection title="Roles" description="Roles decide what the user can see and do in every company they belong to.">
            <Controller
              control={form.control}
              name="roles"
              render={({ field }) => (
                <RoleCheckboxes
                  value={field.value}
                  onChange={field.onChange}
                  canChange={access.roles!.canChange}
                  disabled={saving || !editable}
                />
              )}
            />
          </FormSection>
        ) : null}
        {access.farms ? (
          <FormSection title="Farms" description="The user sees the farms assigned here and their audits.">
            <Controller
              control={form.control}
              name="farmExtIds"
              render={({ field }) => (
                <AssignMultiSelect
                  field={field}
                  label="Assigned farms"
                  hint="Start typing a farm name"
                  data={access.farms!}
                  nothingFoundMessage="No farms found"
                  disabled={saving || !editable}
                />
              )}
            />
          </FormSection>
        ) : null}
        <FormFooter onCancel={onCancel} saving={saving} editable={editable} submitMinWidth={120} />
      </Stack>
    </form>
  );
}
