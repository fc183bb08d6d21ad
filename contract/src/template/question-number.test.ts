import { expect, it } from 'vitest';
import { questionNumber } from './question-number.ts';

it('numbers questions as the screens do: 1, 1.1, 2', () => {
  expect([10, 11, 20, 125].map(questionNumber)).toEqual(['1', '1.1', '2', '12.5']);
});
