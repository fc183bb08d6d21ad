import { Typography } from '@mantine/core';

/** Shows rich text that the server has already sanitised (allow-list in server/src/lib/sanitize-html.ts). */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
