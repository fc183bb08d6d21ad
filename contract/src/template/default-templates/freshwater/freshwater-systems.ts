import type { ProductionSystem } from '../../../production-systems.ts';

/** The systems the land-based and freshwater template serves, in the order of its "Production system" options. */
export const FRESHWATER_SYSTEMS: readonly ProductionSystem[] = ['RAS', 'FLOW_THROUGH', 'POND', 'LAKE_CAGE'];
