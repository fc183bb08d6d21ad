// The templates module's entry (docs/architecture.md): what other parts of the server may use of it.
export { templateRoutes } from './template.routes.ts';
export { getTemplate, insertTemplate, logTemplateDownload } from './template.service.ts';
export { toTemplate } from './template.mapper.ts';
