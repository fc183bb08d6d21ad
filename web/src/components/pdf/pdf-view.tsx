import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { documentMessages } from '@aquarisk/contract/messages';
import { ApiError, NetworkError } from '../../lib/api-errors.ts';

export interface PdfViewProps {
  title: string;
  /** the file name of the Download button */
  fileName: string;
  /** makes the file: draws it in the browser or fetches the server's; null while what it needs loads */
  load: ((signal: AbortSignal) => Promise<Blob>) | null;
  /** what to show when the file could not be made; by default the error's own text */
  renderError?: (error: unknown) => ReactNode;
}

type Shown =
  | { url: string }
  | { error: unknown }
  /** no connection: tried again once the browser is back online */
  | { offline: true }
  /** the server prepares too many documents right now (429/503): tried again when it says */
  | { busy: string; retryAfter: number };

/** The longest wait before asking a busy server again, whatever its Retry-After says. */
const MAX_RETRY_SECONDS = 30;

/** A PDF document shown in the page's viewer, with a Download button (docs/requirements.md#results). */
export function PdfView({ title, fileName, load, renderError }: PdfViewProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return;
    let url: string | undefined;
    const stop = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const again = () => setAttempt((n) => n + 1);
    load(stop.signal).then(
      (blob) => {
        if (stop.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setShown({ url });
      },
      (err: unknown) => {
        if (stop.signal.aborted) return;
        if (err instanceof NetworkError && (err.offline || !navigator.onLine)) {
          setShown({ offline: true });
          window.addEventListener('online', again, { once: true });
        } else if (err instanceof ApiError && (err.status === 429 || err.status === 503) && err.retryAfter !== undefined) {
          const seconds = Math.min(MAX_RETRY_SECONDS, Math.max(1, err.retryAfter));
          setShown({ busy: err.message, retryAfter: seconds });
          retry = setTimeout(again, seconds * 1000);
        } else setShown({ error: err });
      },
    );
    return () => {
      stop.abort();
      clearTimeout(retry);
      window.removeEventListener('online', again);
      if (url) URL.revokeObjectURL(url);
    };
  }, [load, attempt]);

  if (shown && 'error' in shown && renderError) return renderError(shown.error);
  const url = shown && 'url' in shown ? shown.url : undefined;
  return (
    <Stack gap="sm" h="100vh" p="md" component="main">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Button component="a" href={url} download={fileName} disabled={!url} data-testid="pdf-download" style={{ flexShrink: 0 }}>
          Download
        </Button>
      </Group>
      {shown && 'error' in shown ? (
        <Alert color="red" title="The document could not be drawn.">
          {shown.error instanceof Error ? shown.error.message : String(shown.error)}
        </Alert>
      ) : shown && 'offline' in shown ? (
        <Alert color="gray" title={documentMessages.offlineTitle} role="status">
          {documentMessages.offline}
        </Alert>
      ) : url ? (
        <Box component="iframe" src={url} title={fileName} style={{ flex: 1, border: 0, width: '100%' }} data-testid="pdf-frame" />
      ) : (
        <Stack gap={4} role="status">
          <Group gap="xs">
            <Loader size="sm" />
            <Text c="dimmed">Preparing the document…</Text>
          </Group>
          {shown && 'busy' in shown && (
            <Text c="dimmed" size="sm">
              {shown.busy} {documentMessages.tryingAgain(shown.retryAfter)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
