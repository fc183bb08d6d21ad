/** An empty template as the server answers it once stored: its id, name and times, no sections. */
export const storedTemplate = (id: string, name: string) => ({
  id,
  name,
  creationDate: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  minScore: 0,
  maxScore: 0,
  scoring: { minValue: 0, maxValue: 0, defaultValue: 0 },
  riskThresholds: null,
  sections: [],
});
