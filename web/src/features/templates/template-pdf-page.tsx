import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { TEMPLATE_PDF_FARMS } from '@aquarisk/contract/constants';
import { screenMessages } from '@aquarisk/contract/messages';
import { templateFormFileName } from '@aquarisk/reports/file-names';
import { TemplateFormDocument } from '@aquarisk/reports/template-form-document';
import { DocumentError } from '../../components/pdf/document-error.tsx';
import { PdfView } from '../../components/pdf/pdf-view.tsx';
import { renderPdf } from '../../components/pdf/render-pdf.ts';
import { useTemplateQuery } from './api/get-template.api.ts';

/** /template-pdf/{id}[?farms=4]: a blank, printable form of the template, for one farm or farms A to D (docs/requirements.md#results). */
export function TemplatePdfPage() {
  const { templateId = '' } = useParams();
  const farms = Math.min(Math.max(Number(useSearchParams()[0].get('farms')) || 1, 1), TEMPLATE_PDF_FARMS.length);
  const query = useTemplateQuery(templateId);
  const template = query.data;
  const load = useMemo(
    () => (template ? () => renderPdf(<TemplateFormDocument template={template} farms={farms} />) : null),
    [template, farms],
  );
  if (query.isError) return <DocumentError message={screenMessages.loadTemplate} />;
  return (
    <PdfView
      title={template ? `Audit form${farms > 1 ? ` for ${farms} farms` : ''}: ${template.name}` : 'Audit form'}
      fileName={template ? templateFormFileName(template.name, farms) : ''}
      load={load}
    />
  );
}
