/** Business constants and limits (docs/requirements.md#core-9, docs/requirements.md#results-9). */
export const AUDITS_PAGE_SIZE = 25;
export const PAGE_SIZES = [10, 25, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 250;
/** The Farms page loads its list in pages of this many (issue 14); an API caller may ask for up to the maximum. */
export const FARM_PAGE_SIZE = 50;
export const FARM_PAGE_MAX_SIZE = 100;
export const FIRST_AUDIT_YEAR = 2018;
export const ALERT_TIMEOUT_MS = 5000;
export const SHORT_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 65_535;
export const INTEGER_MAX = 2_147_483_647;
export const FLOAT_DECIMALS = 2;
export const ORDINAL_STEP = 10;
export const OPTION_SCORING_STEP = 0.1;
export const PLACEHOLDER_AUDIT_DATE = '1970-01-01T00:00:00';
export const PASSWORD_MIN_LENGTH = 8;
export const TYPEAHEAD_MIN_CHARS = 1;

export const MEDIA_CATEGORIES = ['drone', 'submarine', 'video', 'map'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

/**
 * Resumable uploads one user may hold unfinished at once (issue 37 item 22): the defaults of
 * UPLOADS_UNFINISHED_PER_USER and UPLOADS_UNFINISHED_GB_PER_USER (their declared lengths added up, GiB).
 */
export const UNFINISHED_UPLOADS_PER_USER = 10;
export const UNFINISHED_UPLOAD_GB_PER_USER = 20;

/** The summary chart's placeholder counts per level, LOW to HIGH (docs/requirements.md#results-9): a loading skeleton, never data. */
export const DEFAULT_RISK_COUNTS = [122, 22, 22, 122, 22] as const;

export const mapConstants = {
  /**
   * The spec's minimum zoom 2 kept a portfolio on several continents from fitting and zoom-out was disabled (issue 21
   * item 16): MapLibre's floor instead, where the map still stops once the world fills its height.
   */
  minZoom: -2,
  maxZoom: 16,
  defaultCenter: { latitude: 35.96, longitude: -75.62 },
  defaultZoom: 1,
  pitch: 50,
  maxPitch: 75,
  farmDetailZoom: 14,
  farmListZoom: 5,
  flyToZoom: 15,
  flyToDurationMs: 2000,
  fitBoundsDurationMs: 2000,
} as const;

/** Latitude outside ±90 resets the point to 0,0 (docs/requirements.md#core-9). */
export function safeLatLng(latitude: number | null | undefined, longitude: number | null | undefined) {
  const lat = Number(latitude ?? 0);
  const lng = Number(longitude ?? 0);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat < -90 || lat > 90) return { latitude: 0, longitude: 0 };
  return { latitude: lat, longitude: lng };
}

/** The web client's OAuth client id (docs/requirements.md#core-7). */
export const OAUTH_CLIENT_ID = 'aquarisk-web';

/** PDF documents (docs/requirements.md#results-9): margins in points, A4 paper except the actions report (Letter). */
export const PDF_MARGIN_TOP = 20;
export const PDF_MARGIN_BOTTOM = 70;
export const PDF_PAPER = 'A4';
export const PDF_ACTIONS_PAPER = 'LETTER';
/** Tile bars in summaries scale to the larger of the maximum count and this floor (docs/requirements.md#results-9). */
export const SUMMARY_BAR_FLOOR = 50;
/** Product prefix of the PDF file names (docs/requirements.md#decisions-product). */
export const PDF_FILE_PREFIX = 'Aquarisk';
/** Farms the multi-farm template form has answer lines for (docs/requirements.md#results: farms A to D). */
export const TEMPLATE_PDF_FARMS = ['A', 'B', 'C', 'D'] as const;
