import type { ReactElement } from 'react';
import { pdf, type DocumentProps } from '@react-pdf/renderer';
import { registerFonts } from '@aquarisk/reports/fonts';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import italicUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

/**
 * Renders a document of the reports package to a PDF file in the browser, with the report fonts served by the app
 * and embedded in the file. Only the document pages (lazy route chunks) import this, so React PDF never weighs on
 * the signed-in shell.
 */
export function renderPdf(document: ReactElement<DocumentProps>): Promise<Blob> {
  registerFonts({ regular: regularUrl, bold: boldUrl, italic: italicUrl });
  return pdf(document).toBlob();
}
