import type { ProductionSystem } from '../../../production-systems.ts';

/** The systems the shrimp and crustacean template serves, in the order of its "Production system" options. */
export const CRUSTACEAN_SYSTEMS: readonly ProductionSystem[] = ['POND', 'RAS'];
