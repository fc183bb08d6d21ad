import { Button, Tooltip } from '@mantine/core';

export const PDF_UNAVAILABLE = 'Template PDFs are not available yet.';

/**
 * Template PDFs (spec 2 §2) come with the PDF documents of a later issue. Until then the button is shown disabled
 * and says why; it stays focusable (aria-disabled) so keyboard users can read the tooltip too.
 */
export function PdfUnavailableButton({ label }: { label: string }) {
  return (
    <Tooltip label={PDF_UNAVAILABLE} withArrow>
      <Button variant="default" size="xs" data-disabled aria-disabled="true" onClick={(e) => e.preventDefault()}>
        {label}
      </Button>
    </Tooltip>
  );
}
