import { useState } from 'react';
import { Button, SimpleGrid } from '@mantine/core';
import { screenMessages } from '@aquarisk/contract/messages';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useTemplatesQuery } from '../../lib/template-list-api.ts';
import { TemplateCard } from './components/template-card.tsx';
import { UploadTemplateModal } from './components/upload-template-modal.tsx';

/** /templates (docs/requirements.md#results-2, admin): template cards, '+ Template' (a blank editor) and 'Upload Template' (a file). */
export function TemplatesPage() {
  const templates = useTemplatesQuery();
  const [uploading, setUploading] = useState(false);

  const actions = (
    <>
      <Button variant="default" onClick={() => setUploading(true)}>
        Upload Template
      </Button>
      <Button component={Link} to="/templates/new">
        + Template
      </Button>
    </>
  );

  let body;
  if (templates.isPending) body = <LoadingState variant="list" rows={3} label="Loading templates…" />;
  else if (templates.isError)
    body = <ErrorState error={templates.error} message={screenMessages.loadTemplates} onRetry={() => void templates.refetch()} />;
  else if (templates.data.length === 0) {
    body = (
      <EmptyState
        title="No templates yet"
        description="Start a template in the editor, or upload a .json or .csv template file."
        actions={actions}
      />
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {templates.data.map((t) => (
          <TemplateCard key={t.id} template={t} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader
        title="Templates"
        description="Audit templates: sections, steps and questions with their scoring. Audits are launched from them."
        actions={actions}
      />
      {body}
      <UploadTemplateModal opened={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
