import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEMPLATE_PDF_FARMS } from '@aquarisk/contract/constants';
import { farmTypeLabels } from '@aquarisk/contract/farm-types';
import { countOf } from '@aquarisk/contract/plural';
import type { TemplateSummary } from '../../../lib/template-list-api.ts';
import { useDownloadTemplate, useExportTemplateCsv } from '../api/download-template.api.ts';
import { formatDate } from '../../../lib/format-date.ts';

interface FileButtonProps {
  file: ReturnType<typeof useDownloadTemplate>;
  template: TemplateSummary;
  aria: string;
  children: ReactNode;
}

/** A button that saves one file of the template (its JSON, its CSV), busy while the file is made. */
const FileButton = ({ file, template, aria, children }: FileButtonProps) => (
  <Button
    size="xs"
    variant="light"
    loading={file.isPending}
    onClick={() => file.mutate({ id: template.id, name: template.name })}
    aria-label={aria}
  >
    {children}
  </Button>
);

/** One template of the list with Edit, Download (JSON), Export CSV, PDF and PDF for multiple farms (docs/requirements.md#results-2). */
export function TemplateCard({ template }: { template: TemplateSummary }) {
  const download = useDownloadTemplate();
  const exportCsv = useExportTemplateCsv();
  return (
    <Paper withBorder p="lg" component="article" aria-labelledby={`template-${template.id}`} h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Title order={2} size="h4" c="navy.9" id={`template-${template.id}`} style={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Title>
          <Text size="xs" c="dimmed">
            Created {formatDate(template.creationDate)} · Updated {formatDate(template.updatedAt)}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="lagoon" radius="sm" tt="none">
              {countOf(template.sectionCount, 'section')}
            </Badge>
            <Badge variant="light" color="ocean" radius="sm" tt="none">
              {countOf(template.questionCount, 'question')}
            </Badge>
            {template.farmType ? (
              <Badge variant="outline" color="navy" radius="sm" tt="none">
                {farmTypeLabels[template.farmType]}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Stack gap="xs" pt="xs">
          <Group gap="xs">
            <Button size="xs" component={Link} to={`/templates/${template.id}`} aria-label={`Edit ${template.name}`}>
              Edit
            </Button>
            <FileButton file={download} template={template} aria={`Download ${template.name}`}>
              Download
            </FileButton>
            <FileButton file={exportCsv} template={template} aria={`Export CSV of ${template.name}`}>
              Export CSV
            </FileButton>
          </Group>
          <Group gap="xs">
            {/* blank printable forms, drawn in a new tab (docs/requirements.md#results "PDF documents") */}
            <Button size="xs" variant="default" component="a" href={`/template-pdf/${template.id}`} target="_blank" rel="noopener">
              PDF
            </Button>
            <Button
              size="xs"
              variant="default"
              component="a"
              href={`/template-pdf/${template.id}?farms=${TEMPLATE_PDF_FARMS.length}`}
              target="_blank"
              rel="noopener"
            >
              PDF for multiple farms
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
