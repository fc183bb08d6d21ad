import type { ReactNode } from 'react';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import type { MapMode } from '../map-modes.ts';

export interface IntelligenceMapProps {
  items: FarmMapItem[];
  mode: MapMode;
  /** the chosen section: farms take that section's colour */
  section: string | null;
  sections: string[];
  /** fly to this farm (zoom 15) and open its popup; a new nonce repeats the request */
  focus: { farmExtId: string; nonce: number } | null;
  /** fit the view to the farms of a country (null: farms without one; undefined: all) on each new nonce */
  fit: { country?: string | null; nonce: number };
  /** a popup's results link, opened inside the app */
  onOpenResults: (href: string) => void;
  height: number | string;
  /** overlays such as the legend */
  children?: ReactNode;
}
