import type { Farm } from './schemas/farm.schema.ts';
import { PLACEHOLDER_AUDIT_DATE } from './constants.ts';
import { isProductionSystem, productionSystemLabels } from './production-systems.ts';
import { formatDate } from './format-date.ts';

export interface Fact {
  label: string;
  value: string;
}

const number = (v: number, unit = '') => `${v.toLocaleString('en-GB', { maximumFractionDigits: 2 })}${unit}`;
const money = (v: number, currency: string | null) => (currency ? `${currency} ${number(v)}` : number(v));

/** True for the placeholder date 1970-01-01T00:00:00, which means "no date" (docs/requirements.md#core-9). */
export function isPlaceholderDate(value: string | null | undefined): boolean {
  return !value || value.startsWith(PLACEHOLDER_AUDIT_DATE.slice(0, 10));
}

/**
 * An audit's date: its own when it has one, else its farm's audit date (the audits list's detail panel and the PDF
 * report). Either may be the placeholder, which means no date.
 */
export function auditDate(audit: { surveyDate?: string | null | undefined }, farm: { surveyDate: string | null }): string | null {
  return audit.surveyDate ?? farm.surveyDate;
}

const localDate = (value: string) => formatDate(value);

/**
 * The farm properties that are set, in reading order; unset fields are left out (docs/requirements.md#core-2 detail panel, and the
 * farm table of the PDF report, which passes its own date format).
 */
export function farmFacts(farm: Farm, formatDate: (value: string) => string = localDate): Fact[] {
  const facts: (Fact | null)[] = [
    farm.siteId ? { label: 'Site id', value: farm.siteId } : null,
    farm.siteType ? { label: 'Site type', value: farm.siteType } : null,
    farm.species ? { label: 'Species', value: farm.species } : null,
    farm.productionSystem && isProductionSystem(farm.productionSystem)
      ? { label: 'Production system', value: productionSystemLabels[farm.productionSystem] }
      : null,
    farm.country ? { label: 'Location', value: [farm.stateProvince, farm.country].filter(Boolean).join(', ') } : null,
    farm.animalCount !== null ? { label: 'Animals', value: number(farm.animalCount) } : null,
    farm.tonnage !== null ? { label: 'Tonnage', value: number(farm.tonnage, ' t') } : null,
    farm.structureCount !== null ? { label: 'Structures', value: number(farm.structureCount) } : null,
    farm.harvestWeight !== null ? { label: 'Harvest weight', value: number(farm.harvestWeight, ' g') } : null,
    farm.stockingDensity !== null ? { label: 'Stocking density', value: number(farm.stockingDensity, ' kg/m³') } : null,
    farm.stockingWeight !== null ? { label: 'Stocking weight', value: number(farm.stockingWeight, ' g') } : null,
    farm.startYear !== null ? { label: 'Start year', value: String(farm.startYear) } : null,
    farm.actualValue !== null ? { label: 'Actual value', value: money(farm.actualValue, farm.currencyCode) } : null,
    farm.avgValue !== null ? { label: 'Average value', value: money(farm.avgValue, farm.currencyCode) } : null,
    farm.maxValue !== null ? { label: 'Maximum value', value: money(farm.maxValue, farm.currencyCode) } : null,
    !isPlaceholderDate(farm.surveyDate) ? { label: 'Audit date', value: formatDate(farm.surveyDate!) } : null,
  ];
  return facts.filter((f): f is Fact => f !== null);
}
