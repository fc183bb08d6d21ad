/** "53.2707, -9.0568" as a map copies a place (also separated by a semicolon, a tab or spaces): latitude, then longitude. */
const PAIR = /^\s*([-+]?\d+(?:\.\d+)?)(?:\s*[,;]\s*|\s+)([-+]?\d+(?:\.\d+)?)\s*$/;
/** "53,2707" is one number written with a decimal comma, not a pair. */
const DECIMAL_COMMA = /^\s*[-+]?\d+,\d+\s*$/;

export interface CoordinatePair {
  latitude: number;
  longitude: number;
}

/** The latitude and longitude a pasted text holds, or null when it is not a pair of numbers. */
export function coordinatePairOf(text: string): CoordinatePair | null {
  const match = PAIR.exec(text);
  if (!match || DECIMAL_COMMA.test(text)) return null;
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}
