import { limit, type Limit } from './limit.ts';
import { BIVALVE_SEASON_MORTALITY, MONTHLY_MORTALITY, SEAWEED_CROP_LOST, SHRIMP_SURVIVAL } from './mortality-limits.ts';
import { ALGAE_DAYS, BIOTOXIN_CLOSURE, MICROBIOLOGICAL_CLOSURE, REPEATED_PERIL } from './peril-limits.ts';
import { baseDatedChecks } from './dated-checks.ts';
import type { RulePack } from './rule-pack.ts';
import { baseShortfalls } from './shortfalls.ts';

/**
 * The limits every farm is held to, whatever its place (docs/templates.md, "Limits and their sources"): standards
 * (ASC, the regional mortality benchmark) and the product's own underwriting decisions, each named as such. A
 * jurisdiction pack replaces a measure's rule where the law there says more.
 */
const standard = (op: Limit['breach']['op'], value: number, capRisk: Limit['capRisk'], text: string, source: string): Limit =>
  limit('STANDARD', op, value, capRisk, text, source);

/** Kept in every jurisdiction's rule for the weeks question too: a pack's rule replaces the base rule whole. */
export const SUSTAINED_LICE_BREACH = standard(
  'GT',
  4,
  'HIGH',
  'over the lice limit in at most 4 weekly counts a year',
  'Aquarisk decision: more than 4 weeks is a breach the farm is not controlling',
);

const ASC_SALMON = 'ASC Salmon Standard v1.4';

export const basePack: RulePack = {
  id: 'base',
  name: 'Aquarisk standard limits',
  kind: 'BASE',
  appliesTo: () => true,
  rules: {
    'escapes.count': {
      limits: [
        standard(
          'GTE',
          300,
          'MODERATE_HIGH',
          'fewer than 300 fish escaped in a production cycle',
          `${ASC_SALMON}, criterion 3.4.1 (applied to every finfish farm)`,
        ),
      ],
    },
    'mortality.cycle.salmonid': {
      limits: [
        standard(
          'GT',
          32,
          'MODERATE_HIGH',
          'at most about twice the regional benchmark (32% of the fish stocked)',
          'Norwegian Veterinary Institute, Fish Health Report: sea-phase mortality of farmed salmon 16.7% in 2023, 15.4% in 2024',
        ),
      ],
    },
    'mortality.cycle.finfish': {
      limits: [
        standard(
          'GT',
          40,
          'MODERATE_HIGH',
          'at most 40% of the fish stocked lost in a cycle',
          'Aquarisk decision: about twice the 10–20% a well-run sea bream, sea bass, trout or tilapia cycle loses (no published benchmark is relied on)',
        ),
      ],
    },
    'mortality.month': { limits: [MONTHLY_MORTALITY] },
    'mortality.season': { limits: [BIVALVE_SEASON_MORTALITY] },
    'crop.lost': { limits: [SEAWEED_CROP_LOST] },
    'mortality.cycle.shrimp': { limits: SHRIMP_SURVIVAL },
    'mortality.viral': {
      limits: [
        standard(
          'GT',
          10,
          'MODERATE_HIGH',
          'at most 10% of the fish stocked lost to viral disease in a cycle',
          `${ASC_SALMON}, principle 5 (viral disease mortality)`,
        ),
      ],
    },
    'mortality.unexplainedShare': {
      limits: [
        standard(
          'GT',
          40,
          'MODERATE_HIGH',
          'when a cycle loses more than 6%, at least 60% of the deaths have a diagnosed cause',
          `${ASC_SALMON}, principle 5 (unexplained mortality)`,
        ),
      ],
    },
    'disease.listedLoss': {
      limits: [
        standard(
          'GTE',
          20,
          'HIGH',
          'no mass mortality (20% or more of the stock) from a confirmed listed disease',
          'Aquarisk decision; listed means listed by WOAH (Aquatic Animal Health Code ch. 1.3) or by national law',
        ),
      ],
    },
    'losses.events': {
      limits: [
        standard(
          'GTE',
          3,
          'MODERATE_HIGH',
          'fewer than three stock loss events in five years',
          'Aquarisk underwriting standard: three events in five years show a peril out of control',
        ),
      ],
    },
    'algae.days': { limits: [ALGAE_DAYS] },
    'closure.biotoxin': { limits: [BIOTOXIN_CLOSURE] },
    'closure.microbiological': { limits: [MICROBIOLOGICAL_CLOSURE] },
    'losses.byPeril': { limits: [REPEATED_PERIL] },
    'lice.peak': {
      limits: [
        standard(
          'GTE',
          2,
          'MODERATE_HIGH',
          'below 2 adult female lice per fish where no jurisdiction sets a limit',
          'The Scottish reporting level, the highest action level of the main salmon-farming countries (kept from model v1)',
        ),
      ],
    },
    'lice.weeksOverLimit': {
      limits: [SUSTAINED_LICE_BREACH],
      weeklyLimit: { text: '2 adult female lice per fish, the standard where no law sets one', peak: { breach: { op: 'GTE', value: 2 } } },
    },
    'density.max': {
      limits: [
        standard(
          'GT',
          25,
          'MODERATE_HIGH',
          'at most 25 kg/m³ in a sea pen',
          "Norway's legal maximum for salmonids (akvakulturdriftsforskriften), used as the standard where local law sets none",
        ),
      ],
    },
    'density.shareOfLimit': {
      limits: [
        standard(
          'GT',
          120,
          'MODERATE_HIGH',
          "at most 20% above the welfare plan's density limit",
          'Aquarisk decision (kept from model v1)',
        ),
      ],
    },
    'licence.expiry': {
      limits: [
        {
          kind: 'LEGAL',
          breach: { op: 'GT', value: 0 },
          capRisk: 'HIGH',
          text: 'a site licence in force on the audit date',
          source: 'Aquaculture licensing law of every jurisdiction: farming without a licence in force is unlawful',
        },
      ],
    },
    'certificate.installationExpiry': {
      limits: [
        standard(
          'GT',
          0,
          'HIGH',
          'an installation certificate in force on the audit date',
          'NS 9415:2021 and the stock policy’s warranties',
        ),
      ],
    },
    'nets.residualStrength': {
      limits: [
        standard(
          'LT',
          100,
          'MODERATE_HIGH',
          'a net 5 years old or more still at least as strong as its site class requires at its last strength test',
          'NS 9415:2021 (a net in use keeps the mesh strength its site class requires); Aquarisk decision to ask the figure of nets 5 years old or more, whose strength has fallen most',
        ),
      ],
    },
    'cleanerFish.mortality': {
      limits: [
        standard(
          'GT',
          50,
          'MODERATE_HIGH',
          'at most half of the cleaner fish stocked this cycle dead',
          'Aquarisk decision: recorded losses of cleaner fish in Norwegian farms run at about 40% of those stocked per cycle (Norwegian Food Safety Authority, 2020); cleaner fish are protected as the salmon are (Norwegian Animal Welfare Act)',
        ),
      ],
    },
    'seaweed.dischargeDistance': {
      limits: [
        standard(
          'LT',
          300,
          'MODERATE_HIGH',
          'a crop grown at least 300 m from the nearest sewage outfall or industrial discharge',
          'Aquarisk decision: no fixed distance is set for seaweed; shellfish waters around an outfall are prohibited over a zone the sanitary survey sizes (US NSSP, EU Regulation 2019/627), and 300 m is the least an underwriter accepts without such a survey',
        ),
      ],
    },
    'moorings.analysisDate': {
      limits: [
        standard(
          'GT',
          1826,
          'MODERATE_HIGH',
          'a mooring analysis at most 5 years old (and redone after any change of layout or site class)',
          'Aquarisk decision after NS 9415:2021, which asks for a new analysis when the mooring or the site class changes; 5 years where the certificate states no interval',
        ),
      ],
    },
    ...baseShortfalls,
    ...baseDatedChecks,
  },
};
