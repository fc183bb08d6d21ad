import { riskText } from '@aquarisk/contract/risk';
import type { MailMessage } from '../mail/mailer.ts';
import type { DueAction } from './reminder.repository.ts';

/** The one-click link to an action: the web's page of that one action (a signed-out reader signs in and returns there). */
export const actionLink = (publicUrl: string, a: Pick<DueAction, 'surveyExtId' | 'externalId'>) =>
  `${publicUrl}/actions/${encodeURIComponent(a.surveyExtId)}/${encodeURIComponent(a.externalId)}`;

const line = (publicUrl: string, a: DueAction) =>
  `- ${a.title} (${riskText(a.riskLevel)}), ${a.farmName}, due ${a.dueOn}\n  ${actionLink(publicUrl, a)}`;

export function reminderMail(publicUrl: string, a: DueAction, daysLeft: number): MailMessage {
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return {
    to: a.ownerEmail!,
    subject: `Action due ${when}: ${a.title}`,
    body: [
      `Hello ${a.ownerName ?? a.ownerEmail},`,
      '',
      `An action you own is due ${when} (${a.dueOn}):`,
      '',
      line(publicUrl, a),
      '',
      'Resolve it in Aquarisk when it is done.',
    ].join('\n'),
  };
}

export function escalationMail(publicUrl: string, a: DueAction, admin: { email: string; fullName: string | null }): MailMessage {
  return {
    to: admin.email,
    subject: `Overdue action: ${a.title}`,
    body: [
      `Hello ${admin.fullName ?? admin.email},`,
      '',
      `An action in your company is overdue since ${a.dueOn}; its owner is ${a.ownerName ?? a.ownerEmail ?? 'nobody'}:`,
      '',
      line(publicUrl, a),
    ].join('\n'),
  };
}

export function digestMail(
  publicUrl: string,
  person: { email: string; fullName: string | null },
  today: string,
  actions: DueAction[],
): MailMessage {
  const overdue = actions.filter((a) => a.dueOn < today);
  const open = actions.filter((a) => a.dueOn >= today);
  const section = (title: string, list: DueAction[]) => (list.length ? [title, ...list.map((a) => line(publicUrl, a)), ''] : []);
  return {
    to: person.email,
    subject: `Your actions this week: ${overdue.length} overdue, ${open.length} open`,
    body: [
      `Hello ${person.fullName ?? person.email},`,
      '',
      ...section('Overdue:', overdue),
      ...section('Open:', open),
      `Turn this weekly mail off under Account in Aquarisk: ${publicUrl}/account`,
    ].join('\n'),
  };
}
