import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { screenMessages } from '@aquarisk/contract/messages';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useTemplateQuery } from './api/get-template.api.ts';
import { TemplateEditor } from './editor/template-editor.tsx';
import { blankTemplate } from './editor/template-reducer.ts';
import { formatDate } from '../../lib/format-date.ts';

/**
 * /templates/new ('+ Template': a blank template with one section, created by its first Save) and
 * /templates/:templateId (Edit Template).
 */
export function TemplateEditorPage() {
  const { templateId } = useParams();
  return templateId ? <EditStoredTemplate key={templateId} id={templateId} /> : <AddTemplate />;
}

function AddTemplate() {
  const initial = useMemo(blankTemplate, []);
  return (
    <>
      <PageHeader eyebrow="Templates" title="Add Template" description="Name the template, then add its sections, steps and questions." />
      <TemplateEditor initial={initial} />
    </>
  );
}

function EditStoredTemplate({ id }: { id: string }) {
  const query = useTemplateQuery(id);
  if (query.isPending) return <LoadingState label="Loading the template…" />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        message={screenMessages.loadTemplate}
        onRetry={() => void query.refetch()}
        actions={
          <Button component={Link} to="/templates" variant="default">
            Back to templates
          </Button>
        }
      />
    );
  }
  const { id: _id, creationDate, updatedAt, ...body } = query.data;
  return (
    <>
      <PageHeader
        eyebrow="Templates"
        title="Edit Template"
        description={`${query.data.name} · created ${formatDate(creationDate)} · updated ${formatDate(updatedAt)}`}
      />
      <TemplateEditor initial={body} templateId={id} />
    </>
  );
}
