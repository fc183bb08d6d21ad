export type RiskCategoryIcon = 'animal-health' | 'environment' | 'engineering' | 'governance' | 'husbandry';

export interface RiskCategory {
  icon: RiskCategoryIcon;
  name: string;
  description: string;
  checks: readonly string[];
}

/** The five scored categories, in the order of the default template (docs/requirements.md#core-1). */
export const RISK_CATEGORIES: readonly RiskCategory[] = [
  {
    icon: 'animal-health',
    name: 'Animal Health',
    description:
      'Stock condition, mortality trends, disease and parasite control, vaccination and veterinary oversight: the risks that decide whether a generation reaches harvest.',
    checks: ['Mortality trends', 'Sea lice and parasites', 'Veterinary plans'],
  },
  {
    icon: 'environment',
    name: 'Environment',
    description:
      'Water temperature, dissolved oxygen and salinity, algal blooms, currents and storm exposure, read against the site’s own environmental records.',
    checks: ['Dissolved oxygen', 'Algal blooms', 'Storm exposure'],
  },
  {
    icon: 'engineering',
    name: 'Engineering',
    description:
      'Pens, nets, moorings, anchors and feed barges, inspected from the air and under water and judged against the site’s design and the conditions it faces.',
    checks: ['Net integrity', 'Moorings and anchors', 'Feed barges'],
  },
  {
    icon: 'governance',
    name: 'Governance',
    description:
      'Licences, certifications, procedures, training and record-keeping, and how well the organisation is prepared for an escape or an emergency.',
    checks: ['Licences and permits', 'Staff training', 'Emergency plans'],
  },
  {
    icon: 'husbandry',
    name: 'Husbandry',
    description:
      'Feeding, stocking density, grading, handling and harvest practice: the day-to-day care that keeps stock healthy and losses low.',
    checks: ['Stocking density', 'Feeding regime', 'Handling and harvest'],
  },
];
