/**
 * A limit on a measure (docs/scoring.md, "Risk model v2"): the law's (or the regulator's enforcement level) or a
 * standard's. `breach` is the comparison that breaks it, so a legal maximum of 25 kg/m³ is `GT 25` (25.0 complies)
 * and the ASC's "fewer than 300 escapees" is `GTE 300`. A breach caps the audit at MODERATE HIGH or worse: a farm at
 * or beyond a limit is never better than MODERATE HIGH. Issue 39 (model v3): a standard's shortfall may cap at MODERATE
 * instead (a heatwave, antibiotics where a standard allows none), so it shows without the weight of a broken law; a
 * legal limit never does.
 */
export const limitKinds = ['LEGAL', 'STANDARD'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const breachOps = ['GT', 'GTE', 'LT', 'LTE'] as const;
export type BreachOp = (typeof breachOps)[number];
export const breachCaps = ['MODERATE', 'MODERATE_HIGH', 'HIGH'] as const;
export type BreachCap = (typeof breachCaps)[number];

export interface Limit {
  kind: LimitKind;
  breach: { op: BreachOp; value: number };
  capRisk: BreachCap;
  /** the limit in words, as the results show it: 'at most 25 kg/m³ of salmonids in a net pen' */
  text: string;
  /** where the figure comes from: a regulation, a standard, or the product's own decision */
  source: string;
}

/** The limit a triggered cap broke, kept with the cap so the results can tell legal breaches from shortfalls. */
export type BrokenLimit = Pick<Limit, 'kind' | 'text' | 'source'>;

export const limit = (kind: LimitKind, op: BreachOp, value: number, capRisk: BreachCap, text: string, source: string): Limit => ({
  kind,
  breach: { op, value },
  capRisk,
  text,
  source,
});

export function breaks(limit: Pick<Limit, 'breach'>, value: number): boolean {
  const { op, value: edge } = limit.breach;
  switch (op) {
    case 'GT':
      return value > edge;
    case 'GTE':
      return value >= edge;
    case 'LT':
      return value < edge;
    case 'LTE':
      return value <= edge;
  }
}
