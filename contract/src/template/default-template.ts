import type { DefaultTemplate } from './default-templates/build.ts';
import { bivalveTemplate } from './default-templates/bivalves/bivalve-template.ts';
import { crustaceanTemplate } from './default-templates/crustaceans/crustacean-template.ts';
import { freshwaterTemplate } from './default-templates/freshwater/freshwater-template.ts';
import { marineFinfishTemplate } from './default-templates/marine-finfish/marine-finfish-template.ts';
import { SALMONID_TEMPLATE_NAME, salmonidTemplate } from './default-templates/salmonid/salmonid-template.ts';
import { seaweedTemplate } from './default-templates/seaweed/seaweed-template.ts';
import type { TemplateBody } from './template.schema.ts';

/**
 * The audit templates shipped with the product (issue 13, docs/templates.md): one per farm type, each in the five
 * risk categories (seaweed has Crop Health for Animal Health); issue 22 added shrimp and crustaceans. The content lives in ./default-templates/; each
 * template carries its farm type, so Launch Audit can suggest it for a farm's species.
 */
export const defaultTemplates: readonly DefaultTemplate[] = [
  salmonidTemplate,
  marineFinfishTemplate,
  freshwaterTemplate,
  bivalveTemplate,
  seaweedTemplate,
  crustaceanTemplate,
];

/** The salmonid template: the one journeys and tests use when they need "the" template. */
export const DEFAULT_TEMPLATE_NAME = SALMONID_TEMPLATE_NAME;
export const defaultTemplate: TemplateBody = salmonidTemplate.body;
