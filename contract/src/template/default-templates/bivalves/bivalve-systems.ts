import type { ProductionSystem } from '../../../production-systems.ts';

/** The systems the bivalve template serves, in the order of its "Production system" options. */
export const BIVALVE_SYSTEMS: readonly ProductionSystem[] = ['LONGLINE', 'INTERTIDAL', 'BOTTOM'];
