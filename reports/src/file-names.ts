import { PDF_FILE_PREFIX } from '@aquarisk/contract/constants';
import { auditDate, isPlaceholderDate } from '@aquarisk/contract/farm-facts';
import { formatDate } from '@aquarisk/contract/format-date';
import { documentLocale } from './document-locale.ts';

/** Characters no file system or Content-Disposition header accepts in a name; letters of any script stay. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** The brand as a whole word at the start of a name, with the separators after it ('Aquarisk Salmonid …'). */
const LEADING_BRAND = new RegExp(`^${PDF_FILE_PREFIX}(?![\\p{L}\\p{N}])[\\s._-]*`, 'iu');

/**
 * Aquarisk-<name>-<kind>.pdf. A name that already starts with the brand (the default templates are 'Aquarisk …')
 * loses that word, so the file is not called 'Aquarisk-Aquarisk …'; a name that is only the brand leaves no middle part.
 */
function pdfName(name: string, fallback: string, kind: string): string {
  const middle = name.replace(UNSAFE, '-').trim() || fallback;
  const rest = middle.replace(LEADING_BRAND, '');
  return [PDF_FILE_PREFIX, rest, kind].filter(Boolean).join('-') + '.pdf';
}

/** Aquarisk-<farm name>-Report.pdf and Aquarisk-<farm name>-Summary.pdf (docs/requirements.md#decisions-product). */
export function reportFileName(farmName: string, kind: 'Report' | 'Summary'): string {
  return pdfName(farmName, 'Farm', kind);
}

/** Aquarisk-<farm name>-Actions.pdf: the same pattern for the actions report. */
export function actionsReportFileName(farmName: string): string {
  return pdfName(farmName, 'Farm', 'Actions');
}

/** Aquarisk-<template name>-Form.pdf, or -Form-4-farms.pdf for the multi-farm variant. */
export function templateFormFileName(templateName: string, farms: number): string {
  return pdfName(templateName, 'Template', `Form${farms > 1 ? `-${farms}-farms` : ''}`);
}

/** A stored date or instant as a day in the document's locale, in UTC so it is the same day wherever it is drawn. */
export function formatDay(value: string | null | undefined): string {
  return formatDate(value, { locale: documentLocale(), timeZone: 'UTC' });
}

/** What the report date is read from: the audit's own date, its farm's, and when it was scored. */
export interface DatedReport {
  surveyDate?: string | null | undefined;
  farm: { surveyDate: string | null };
  scoring: { scoredAt?: string | null | undefined };
}

/**
 * The report date (docs/requirements.md#results "PDF documents"): the audit's date (its own, else its farm's), blank when that is the
 * 1970 placeholder; an audit with no date at all is dated the day it was scored.
 */
export function reportDate(report: DatedReport): string {
  const date = auditDate(report, report.farm);
  if (date === null || date === undefined) return formatDay(report.scoring.scoredAt);
  return isPlaceholderDate(date) ? '' : formatDay(date);
}
