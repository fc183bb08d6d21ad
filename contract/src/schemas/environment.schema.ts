import { z } from 'zod';

/**
 * Environmental readings of one audit (docs/requirements.md#decisions-media), as GET
 * /survey/{id}/environment answers them: one series per parameter column of the uploaded CSV, points sorted by time.
 * `key` is the column name without its unit (`dissolved_oxygen`), `label` a readable name (`Dissolved oxygen`).
 * Each series carries min, mean and max over all its readings. `points` may be thinned for drawing (at most
 * `maxPoints`, keeping each bucket's extremes); `count` is the number of stored readings.
 */
export const environmentSeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  count: z.number(),
  min: z.number().nullable(),
  mean: z.number().nullable(),
  max: z.number().nullable(),
  /** [epoch milliseconds, value] */
  points: z.array(z.tuple([z.number(), z.number()])),
});
export type EnvironmentSeries = z.infer<typeof environmentSeriesSchema>;

export const environmentDataSchema = z.object({
  surveyExtId: z.string(),
  fileName: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  series: z.array(environmentSeriesSchema),
});
export type EnvironmentData = z.infer<typeof environmentDataSchema>;

/** POST /data answers what was stored. */
export const environmentUploadResultSchema = z.object({
  surveyExtId: z.string(),
  rows: z.number(),
  parameters: z.array(z.string()),
});
export type EnvironmentUploadResult = z.infer<typeof environmentUploadResultSchema>;

/**
 * Which environmental parameter a numeric question asks about, from its text, so the question screen can show the
 * measured range beside the input. Returns the series key or null.
 */
const parameterWords: { key: string; words: RegExp }[] = [
  { key: 'dissolved_oxygen', words: /dissolved\s+oxygen|\bDO\b|oxygen/i },
  { key: 'temperature', words: /temperature/i },
  { key: 'salinity', words: /salinity/i },
  { key: 'ph', words: /\bpH\b/ },
  { key: 'turbidity', words: /turbidity/i },
];
export function parameterForQuestion(text: string, available: string[]): string | null {
  for (const p of parameterWords) {
    if (!p.words.test(text)) continue;
    const hit = available.find((k) => k === p.key || k.startsWith(p.key) || k.includes(p.key));
    if (hit) return hit;
  }
  return null;
}
