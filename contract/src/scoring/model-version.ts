/**
 * The risk model's version (docs/scoring.md, "Risk model v3"). A stored result keeps the version it was scored with;
 * results stored before versions existed read as version 1. Raise it whenever a change to the engine or the rule
 * packs can change a band, so a rescore says what moved it.
 */
export const RISK_MODEL_VERSION = 3;
export const FIRST_MODEL_VERSION = 1;
