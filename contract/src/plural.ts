/**
 * Counts in the product's English text: '1 farm', '2 farms', '1,204 farms'. One place decides the form (the
 * language's plural rules, not `n === 1`, so 0 and 1.5 read right), for every screen, document and server message.
 * A spec message that fixes its own wording ('<company> has N users and M farms.') keeps the spec's words instead.
 */
const rules = new Intl.PluralRules('en');
const numbers = new Intl.NumberFormat('en');

/** Whether the English singular fits this count ('1 question is' vs '2 questions are'). */
export const isSingular = (n: number): boolean => rules.select(n) === 'one';

/** The noun for this count: 'farm' or 'farms' (`other` defaults to the noun plus s). */
export const nounFor = (n: number, one: string, other = `${one}s`): string => (isSingular(n) ? one : other);

/** The count and its noun: '1 farm', '12 farms', '1,204 audits'. */
export const countOf = (n: number, one: string, other = `${one}s`): string => `${numbers.format(n)} ${nounFor(n, one, other)}`;
