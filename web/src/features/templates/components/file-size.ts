/** docs/requirements.md#results-5: a file size is shown in Mb with two decimals (bytes divided by 1048576). */
export function formatFileSize(bytes: number): string {
  return `${(bytes / 1048576).toFixed(2)} Mb`;
}

const TEMPLATE_FILE = /\.(json|csv)$/i;

/** A template file is .json or .csv (docs/requirements.md#results-5); the server answers 415 for anything else. */
export const isTemplateFile = (file: File) => TEMPLATE_FILE.test(file.name);

/** 'farm-audit.csv' → 'farm-audit', to suggest a template name. */
export const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '');
