import { useEffect, useState, type ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { renderPdf } from './render-pdf.ts';

export interface PdfViewProps {
  title: string;
  /** the file name of the Download button */
  fileName: string;
  /** the document to render; absent while its data loads */
  document: ReactElement<DocumentProps> | null;
}

type Rendered = { url: string; error?: undefined } | { url?: undefined; error: string };

/** A PDF document rendered in the browser: shown in the page's viewer, with a Download button (docs/requirements.md#results). */
export function PdfView({ title, fileName, document }: PdfViewProps) {
  const [rendered, setRendered] = useState<Rendered | null>(null);

  useEffect(() => {
    if (!document) return;
    let url: string | undefined;
    let live = true;
    renderPdf(document).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setRendered({ url });
      },
      (err: unknown) => live && setRendered({ error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [document]);

  return (
    <Stack gap="sm" h="100vh" p="md" component="main">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Button component="a" href={rendered?.url} download={fileName} disabled={!rendered?.url} data-testid="pdf-download">
          Download
        </Button>
      </Group>
      {rendered?.error ? (
        <Alert color="red" title="The document could not be drawn.">
          {rendered.error}
        </Alert>
      ) : rendered?.url ? (
        <Box component="iframe" src={rendered.url} title={fileName} style={{ flex: 1, border: 0, width: '100%' }} data-testid="pdf-frame" />
      ) : (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Preparing the document…</Text>
        </Group>
      )}
    </Stack>
  );
}
