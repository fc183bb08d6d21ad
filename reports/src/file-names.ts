import { PDF_FILE_PREFIX } from '@aquarisk/contract/constants';
import { isPlaceholderDate } from '@aquarisk/contract/farm-facts';

/** Characters no file system or Content-Disposition header accepts in a name; letters of any script stay. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

const safe = (name: string) => name.replace(UNSAFE, '-').trim() || 'Farm';

/** Aquarisk-<farm name>-Report.pdf and Aquarisk-<farm name>-Summary.pdf (DECISIONS.md). */
export function reportFileName(farmName: string, kind: 'Report' | 'Summary'): string {
  return `${PDF_FILE_PREFIX}-${safe(farmName)}-${kind}.pdf`;
}

/** Aquarisk-<farm name>-Actions.pdf: the same pattern for the actions report. */
export function actionsReportFileName(farmName: string): string {
  return `${PDF_FILE_PREFIX}-${safe(farmName)}-Actions.pdf`;
}

/** Aquarisk-<template name>-Form.pdf, or -Form-4-farms.pdf for the multi-farm variant. */
export function templateFormFileName(templateName: string, farms: number): string {
  return `${PDF_FILE_PREFIX}-${safe(templateName)}-Form${farms > 1 ? `-${farms}-farms` : ''}.pdf`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A stored date or instant as a day, in UTC so the browser and the server print the same; blank when missing. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value;
  // a wall-clock value without a zone is read as UTC, never as the machine's zone
  const date = new Date(/T[\d:.]+$/.test(iso) ? `${iso}Z` : iso);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** The report date: blank when the audit date is missing or the 1970 placeholder (spec 2 "PDF documents"). */
export function reportDate(surveyDate: string | null | undefined): string {
  return isPlaceholderDate(surveyDate) ? '' : formatDay(surveyDate);
}
