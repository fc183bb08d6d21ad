// The templates module's entry (docs/architecture.md): what other parts of the server may use of it.
export { templateRoutes } from './template.routes.ts';
export { getTemplate, toTemplate } from './template.service.ts';
export { insertTemplate } from './template.repository.ts';
