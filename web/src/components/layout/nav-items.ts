import type { Capability } from '@aquarisk/contract/capabilities';

export interface NavItem {
  label: string;
  to: string;
  /** shown only to users with this capability */
  capability?: Capability;
  isActive: (pathname: string) => boolean;
}

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The top navigation of docs/requirements.md#core-2; 'Audits' is active on / and /audits (and on an audit's own pages). */
export const navItems: readonly NavItem[] = [
  { label: 'Audits', to: '/audits', isActive: (p) => p === '/' || under(p, '/audits') || under(p, '/audit') },
  { label: 'Actions', to: '/actions', isActive: (p) => under(p, '/actions') },
  { label: 'Intelligence', to: '/intelligence', isActive: (p) => under(p, '/intelligence') },
  { label: 'Portfolio', to: '/portfolio', isActive: (p) => under(p, '/portfolio') },
  { label: 'Templates', to: '/templates', capability: 'manageTemplates', isActive: (p) => under(p, '/templates') },
];
