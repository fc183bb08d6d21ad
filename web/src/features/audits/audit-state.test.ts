import { describe, expect, it } from 'vitest';
import { scoreBlocker } from './audit-state.ts';

const audit = { state: 'IN_PROGRESS' as const, isSurveyComplete: false };

describe('scoreBlocker', () => {
  it('names the unanswered questions first, then the carried answers to confirm (issue 26), else nothing', () => {
    // both wait: the tooltip says both (issue 37 item 18)
    expect(scoreBlocker({ ...audit, openQuestions: 17, carriedLeft: 102 })).toBe(
      '17 questions are unanswered; 102 carried answers to confirm',
    );
    expect(scoreBlocker({ ...audit, openQuestions: 1, carriedLeft: 0 })).toBe('1 question is unanswered');
    expect(scoreBlocker({ ...audit, openQuestions: 0, carriedLeft: 5 })).toBe('5 carried answers to confirm');
    expect(scoreBlocker({ ...audit, openQuestions: 0, carriedLeft: 1 })).toBe('1 carried answer to confirm');
    expect(scoreBlocker({ ...audit, openQuestions: 0, carriedLeft: 0, isSurveyComplete: true })).toBeNull();
    expect(scoreBlocker({ ...audit, state: 'SCORED', openQuestions: 0, carriedLeft: 3 })).toBeNull();
  });
});
