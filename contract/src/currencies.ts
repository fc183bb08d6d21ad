/**
 * Currencies a farm's values may be recorded in (issue 21 item 14): the ISO 4217 list-one codes of currencies in
 * circulation. Left out: funds and accounting units (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW, XDR, XSU, XUA),
 * precious metals, bond units and test codes (XAU, XAG, XPD, XPT, XBA–XBD, XTS, XXX), and codes whose currency
 * has been replaced (ANG by XCG, BGN and HRK by EUR, CUC, SLL by SLE, ZWL by ZWG). docs/decisions.md says why.
 */
export const CURRENCY_CODES = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BHD', 'BIF', 'BMD', 'BND', 'BOB',
  'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF',
  'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD',
  'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF',
  'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT',
  'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN',
  'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP',
  'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS',
  'UAH', 'UGX', 'USD', 'UYU', 'UZS', 'VED', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR',
  'ZMW', 'ZWG',
] as const; // prettier-ignore
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const codes: ReadonlySet<string> = new Set(CURRENCY_CODES);
export const isCurrencyCode = (value: string): boolean => codes.has(value);

const names = new Intl.DisplayNames('en', { type: 'currency', fallback: 'code' });

/** 'Norwegian Krone' for NOK (the runtime's English name; the code itself where it has none). */
export const currencyName = (code: string): string => names.of(code) ?? code;
