import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { resolveActionSchema } from '@aquarisk/contract/schemas/action.schema';
import { RichTextInput } from '../rich-text/rich-text-input.tsx';
import compact from '../rich-text/rich-text-compact.module.css';
import { RichTextView } from '../rich-text/rich-text-view.tsx';
import { RiskBadge } from '../risk-badge.tsx';
import { useResolveAction } from './resolve-action-api.ts';
import type { SurveyAction } from '@aquarisk/contract/schemas/action.schema';

/** What the modal shows of the action: an audit's own action, or one that followed the farm (issue 26 item 2). */
export type ResolvableAction = Pick<SurveyAction, 'externalId' | 'title' | 'riskLevel' | 'description'>;
import { FormFooter } from '../form-footer.tsx';

type ResolveValues = z.input<typeof resolveActionSchema>;

export interface ResolveActionModalProps {
  action: ResolvableAction | null;
  onClose: () => void;
}

function ResolveForm({ action, onClose }: { action: ResolvableAction; onClose: () => void }) {
  const resolve = useResolveAction();
  const form = useForm<ResolveValues>({ resolver: zodResolver(resolveActionSchema), defaultValues: { description: '' } });
  const onSubmit = form.handleSubmit(({ description }) =>
    resolve.mutate({ actionExtId: action.externalId, description, title: action.title }, { onSuccess: onClose }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={650} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {action.title}
              </Text>
              {/* The title wraps, the risk level never shrinks (issue 37 item 18: "MODE…" on a phone). */}
              <RiskBadge risk={action.riskLevel} style={{ flexShrink: 0 }} />
            </Group>
            <Box className={compact.compact}>
              <RichTextView html={action.description} />
            </Box>
          </Stack>
        </Paper>
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextInput
              label="Closing comment"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              minHeight={140}
            />
          )}
        />
        <Text size="xs" c="dimmed">
          Resolving is final: a resolved action cannot be reopened.
        </Text>
        <FormFooter onCancel={onClose} saving={resolve.isPending} submitLabel="Resolve" />
      </Stack>
    </form>
  );
}

/** Review an open action and resolve it with a closing comment (docs/requirements.md#results-4, §5). */
export function ResolveActionModal({ action, onClose }: ResolveActionModalProps) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={action !== null} onClose={onClose} title="Review action" size="lg" fullScreen={fullScreen ?? false}>
      {action ? <ResolveForm key={action.externalId} action={action} onClose={onClose} /> : null}
    </Modal>
  );
}
