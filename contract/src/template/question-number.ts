/**
 * A question's number as the template and results screens show it: its ordinal / 10, so '1', '1.1', '2' (issue 37
 * item 15: the printed form said '1.0').
 */
export const questionNumber = (ordinal: number): string => String(ordinal / 10);
