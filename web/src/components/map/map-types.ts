export interface MapPoint {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** circle colour, e.g. a risk colour; default teal */
  color?: string;
  /** circle radius in px; default 7 */
  radius?: number;
}

export interface MapPopupContent {
  title: string;
  lines?: string[];
  href?: string;
  linkText?: string;
}

export interface FarmMapProps {
  points: MapPoint[];
  ariaLabel: string;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** zoom used when the selection changes (farm list 5, farm detail 14) */
  focusZoom?: number;
  /** fit the view to all points on load and when they change */
  fitToPoints?: boolean;
  popup?: (point: MapPoint) => MapPopupContent | null;
  height?: number | string;
}
