import { FINDINGS_DEFAULT_HTML, formatSelect } from '@aquarisk/contract/answers/answer-rules';
import type { TemplateQuestion } from '@aquarisk/contract/template/template.schema';

/** Deterministic pseudo-random numbers, so the demo is the same on every start. */
export function seededRandom(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A number kept inside the question's own bounds (template `answerBounds`), when it declares any. */
function within(q: TemplateQuestion, n: number, room = 0): number {
  const min = q.answerBounds?.min ?? Number.NEGATIVE_INFINITY;
  const max = q.answerBounds?.max ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(n, min), max - room);
}

/**
 * A valid answer for a question, leaning good (quality near 1) or poor (near 0), at random: tests that answer whole
 * audits use it. The demo seed answers from farm profiles instead (farm-profiles.ts in the contract), so its numbers
 * agree with each other.
 */
export function demoAnswer(q: TemplateQuestion, quality: number, rand: () => number, userExtId: string): string {
  const good = rand() < quality;
  const options = [...q.answerOptions].sort((a, b) => b.scoring.value - a.scoring.value);
  switch (q.answerType) {
    case 'YES_NO': {
      const yesIsGood = (q.answer.scoring.yes ?? 0) >= (q.answer.scoring.no ?? 0);
      return good === yesIsGood ? 'YES' : 'NO';
    }
    case 'SINGLE_SELECT': {
      // A poor answer is one of the two weakest options.
      const pick = good ? options[0] : options[Math.max(0, options.length - 1 - Math.floor(rand() * 2))];
      return formatSelect([pick!.ordinal]);
    }
    case 'MULTI_SELECT': {
      const chosen = good ? options.filter((_, i) => i === 0 || rand() < 0.6) : [options[options.length - 1]!];
      return formatSelect(chosen.map((o) => o.ordinal).sort((a, b) => a - b));
    }
    case 'FLOAT':
      return within(q, good ? 4 + rand() * 6 : 1 + rand() * 3).toFixed(2);
    case 'FLOAT_RANGE': {
      const low = within(q, 4 + rand() * 6, 1);
      return `${low.toFixed(2)}-${within(q, low + 1 + rand() * 8).toFixed(2)}`;
    }
    case 'INTEGER':
      return String(Math.floor(within(q, good ? 5 + rand() * 40 : 40 + rand() * 200)));
    case 'INTEGER_RANGE': {
      const low = Math.floor(within(q, rand() * 20, 1));
      return `${low}-${Math.floor(within(q, low + 1 + Math.floor(rand() * 50)))}`;
    }
    case 'DATE': {
      // An expiry lies ahead (issue 39: a licence or certificate answered valid cannot have expired); the same draws.
      const date = `2026-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`;
      return /expiry/i.test(q.text) ? date.replace('2026', '2036') : date;
    }
    case 'DATE_TIME':
      return `2026-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}T${String(6 + Math.floor(rand() * 12)).padStart(2, '0')}:${['00', '15', '30', '45'][Math.floor(rand() * 4)]}`;
    case 'URL':
      return encodeURIComponent('https://records.aurora-aqua.example/documents/site-plan.pdf');
    case 'USER':
      return userExtId;
    case 'SHORT_TEXT':
      return good ? 'Documented and up to date' : 'Partly documented; update pending';
    case 'LONG_TEXT':
      if (/findings and recommendations/i.test(q.text)) {
        return FINDINGS_DEFAULT_HTML.replace(
          '<h2>Findings</h2><p></p>',
          `<h2>Findings</h2><p>${good ? 'Site is well managed; records complete.' : 'Net inspection overdue and mortality records incomplete.'}</p>`,
        ).replace(
          '<h2>Recommendations</h2><p></p>',
          `<h2>Recommendations</h2><ul><li>${good ? 'Keep the current inspection interval.' : 'Inspect nets within 14 days.'}</li><li>Review the fish health plan with the vet.</li></ul>`,
        );
      }
      return good
        ? '<p>Procedures are in place and followed; evidence seen on site.</p>'
        : '<p>Procedure exists but was <strong>not followed</strong> during the last event.</p>';
  }
}
