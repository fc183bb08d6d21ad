/**
 * The production system a farm records (issue 22): it decides which questions apply (a template that serves several
 * systems asks "Production system" first, answered from the farm at launch) and, with the species, which farm type
 * and template fit the farm. A template question's option text is the system's label, so the two can be matched.
 */
export const productionSystems = ['SEA_PEN', 'LAKE_CAGE', 'RAS', 'FLOW_THROUGH', 'POND', 'LONGLINE', 'INTERTIDAL', 'BOTTOM'] as const;
export type ProductionSystem = (typeof productionSystems)[number];

export const productionSystemLabels: Record<ProductionSystem, string> = {
  SEA_PEN: 'Sea pens or cages at sea',
  LAKE_CAGE: 'Cages in a lake or reservoir',
  RAS: 'Recirculating aquaculture system (RAS)',
  FLOW_THROUGH: 'Flow-through raceways or tanks',
  POND: 'Earthen or lined ponds',
  LONGLINE: 'Longlines or rafts',
  INTERTIDAL: 'Intertidal trestles, bags or racks',
  BOTTOM: 'Bottom culture on the seabed',
};

/** The template question a farm's production system answers (matched by name, like 'Findings and Recommendations'). */
export const PRODUCTION_SYSTEM_QUESTION = 'Production system';

export const isProductionSystem = (value: string | null | undefined): value is ProductionSystem =>
  !!value && (productionSystems as readonly string[]).includes(value);

/** Systems on land, where the farm's own water and power keep the stock alive. */
export const LAND_BASED: readonly ProductionSystem[] = ['RAS', 'FLOW_THROUGH', 'POND'];
