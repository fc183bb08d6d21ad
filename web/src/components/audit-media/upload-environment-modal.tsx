import { Anchor, Button, Code, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { screenMessages, uploadMessages } from '@aquarisk/contract/messages';
import { useUploadEnvironment } from './environment-api.ts';
import { UploadNoticeView } from './upload-notice.tsx';
import { UploadProgressView } from './upload-progress-view.tsx';
import { useUploadFlow } from './use-upload-flow.ts';

const UPLOAD_ERRORS = { message: screenMessages.uploadFile, object: 'file', operation: 'uploaded', fileUpload: true } as const;
const EXAMPLE = 'timestamp,temperature (C),dissolved_oxygen (mg/l),salinity (ppt)\n2026-10-01T00:00:00Z,11.2,8.4,33.1';

/**
 * Upload Environmental Data (docs/requirements.md#results-2): one .csv of readings for this audit. The server refuses a malformed file
 * whole and names the line and column; that message is shown as it is, in the dialog until the user acts.
 */
export function UploadEnvironmentModal({ surveyExtId, opened, onClose }: { surveyExtId: string; opened: boolean; onClose: () => void }) {
  const flow = useUploadFlow(useUploadEnvironment(surveyExtId), UPLOAD_ERRORS);
  const wrongType = flow.file && !flow.file.name.toLowerCase().endsWith('.csv') ? uploadMessages.csvFileType : null;
  const { phase, reset } = flow;
  useEffect(() => {
    if (phase === 'done') {
      reset();
      onClose();
    }
  }, [phase, reset, onClose]);

  return (
    <Modal opened={opened} onClose={onClose} title="Upload Environmental Data" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          A CSV file with a header row, a <Code>timestamp</Code> column and one column per parameter, its unit in parentheses. A new file
          replaces the readings stored with this audit.
        </Text>
        <Code block style={{ fontSize: 12 }}>
          {EXAMPLE}
        </Code>
        <UploadNoticeView notice={flow.notice} title={uploadMessages.notUploaded} />
        {flow.file ? (
          <UploadProgressView flow={flow} label="Environmental data" error={wrongType} />
        ) : (
          <Group justify="space-between">
            <Anchor size="sm" href={`data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE + '\n')}`} download="environment-example.csv">
              Example file
            </Anchor>
            <FileButton onChange={flow.choose} accept=".csv,text/csv">
              {(props) => (
                <Button {...props} size="sm" variant="light">
                  Choose CSV file
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
