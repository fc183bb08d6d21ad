import { useSearchParams } from 'react-router';
import { isMapMode, mapModes, type MapMode } from './map-modes.ts';

export interface IntelligenceParams {
  mode: MapMode;
  section: string | null;
}

/** Mode and section live in the address, so Back and a shared link show the same map. */
export function parseParams(params: URLSearchParams): IntelligenceParams {
  const mode = params.get('mode');
  return { mode: mapModes[isMapMode(mode) ? mode : 'risk'], section: params.get('section') || null };
}

export function useIntelligenceParams() {
  const [params, setParams] = useSearchParams();
  const current = parseParams(params);
  const update = (patch: { mode?: MapMode['key']; section?: string | null }) => {
    const mode = patch.mode ?? current.mode.key;
    const section = patch.section === undefined ? current.section : patch.section;
    const next: Record<string, string> = {};
    if (mode !== 'risk') next['mode'] = mode;
    if (section) next['section'] = section;
    setParams(next, { replace: true });
  };
  return [current, update] as const;
}
