import type { TemplateBodyInput } from './template.schema.ts';
import { animalHealth } from './default-template/animal-health.ts';
import { buildTemplate } from './default-template/build.ts';
import { engineering } from './default-template/engineering.ts';
import { environment } from './default-template/environment.ts';
import { governance } from './default-template/governance.ts';
import { husbandry } from './default-template/husbandry.ts';

export const DEFAULT_TEMPLATE_NAME = 'Aquarisk Standard Farm Audit';

/**
 * The audit template shipped with the product (spec 2 §3): five sections in the order Animal Health, Environment,
 * Engineering, Governance, Husbandry. The content lives in ./default-template/*.ts; `buildTemplate` numbers ids,
 * names and ordinals, resolves includeIf references and fills step/section/template min and max as sums.
 */
export const defaultTemplate: TemplateBodyInput = buildTemplate(DEFAULT_TEMPLATE_NAME, [
  animalHealth,
  environment,
  engineering,
  governance,
  husbandry,
]);
