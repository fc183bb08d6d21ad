import { useMutation } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { templateFileName as fileNameOf } from '@aquarisk/contract/template/template-file-name';
import { templateEndpoints } from '@aquarisk/contract/endpoints/template.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The file name the server gives in Content-Disposition: the template name with other characters as '-'. */
export const templateFileName = (name: string) => fileNameOf(name, 'json');

/**
 * GET /admin/api/v1/template/{id}/download through the API client (bearer token, refresh), then a Blob link, so
 * the browser saves '<name>.json'. The file is the server's JSON, as the server prints it.
 */
export async function downloadTemplate({ id, name }: { id: string; name: string }): Promise<void> {
  const file = await callApi(templateEndpoints.download, { params: { id } });
  saveFile(new Blob([await file.text()], { type: 'application/json' }), templateFileName(name));
}

/**
 * GET /admin/api/v1/template/{id}.csv: the template in the CSV format Create Template reads, saved as '<name>.csv'.
 * The server converts and logs the download; the byte-order mark (dropped when the text was decoded) goes back on
 * so spreadsheet programs read UTF-8.
 */
export async function exportTemplateCsv({ id, name }: { id: string; name: string }): Promise<void> {
  const text = await (await callApi(templateEndpoints.csv, { params: { id } })).text();
  saveFile(new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' }), fileNameOf(name, 'csv'));
}

const failure = { meta: { errorContext: { message: screenMessages.loadTemplate, object: 'template', operation: 'loaded' as const } } };

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate, ...failure });
}

export function useExportTemplateCsv() {
  return useMutation({ mutationFn: exportTemplateCsv, ...failure });
}
