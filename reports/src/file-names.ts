import { PDF_FILE_PREFIX } from '@aquarisk/contract/constants';
import { auditDate, isPlaceholderDate } from '@aquarisk/contract/farm-facts';

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

/** What the report date is read from: the audit's own date, its farm's, and when it was scored. */
export interface DatedReport {
  surveyDate?: string | null | undefined;
  farm: { surveyDate: string | null };
  scoring: { scoredAt?: string | null | undefined };
}

/**
 * The report date (spec 2 "PDF documents"): the audit's date (its own, else its farm's), blank when that is the
 * 1970 placeholder; an audit with no date at all is dated the day it was scored.
 */
export function reportDate(report: DatedReport): string {
  const date = auditDate(report, report.farm);
  if (date === null || date === undefined) return formatDay(report.scoring.scoredAt);
  return isPlaceholderDate(date) ? '' : formatDay(date);
}
