import type { ComponentType } from 'react';
import { ActionCenterIllustration } from './action-center-illustration.tsx';
import { AerialIllustration } from './aerial-illustration.tsx';
import { SubseaIllustration } from './subsea-illustration.tsx';
import s from './assessment-sections.module.css';
import ls from './landing.module.css';

interface Assessment {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  points: readonly { title: string; text: string }[];
  Illustration: ComponentType;
}

const ASSESSMENTS: readonly Assessment[] = [
  {
    id: 'aerial-assessment',
    eyebrow: 'Drones',
    title: 'Aerial assessment',
    lead: 'Survey drones capture every pen, mooring grid, feed barge and shore base of a site in a single visit, and each frame is filed against the audit it supports.',
    points: [
      {
        title: 'Whole-site coverage',
        text: 'Orthomosaic and oblique imagery of pens, walkways and moorings, tied to the farm’s coordinates.',
      },
      {
        title: 'Surface condition',
        text: 'Net-ring deformation, bird-net and jump-net integrity, debris, algal blooms and access safety.',
      },
      { title: 'Traceable evidence', text: 'Footage stays with the audit, so every score can be traced back to what was seen.' },
    ],
    Illustration: AerialIllustration,
  },
  {
    id: 'subsea-assessment',
    eyebrow: 'ROVs and submarines',
    title: 'Sub-sea assessment',
    lead: 'Remotely operated vehicles inspect what cannot be seen from the surface: nets, moorings, anchors and the seabed beneath the pens.',
    points: [
      {
        title: 'Net integrity',
        text: 'Systematic sweeps for holes, chafing and biofouling, with depth and position recorded for each finding.',
      },
      {
        title: 'Moorings and anchors',
        text: 'Lines, shackles and anchors checked against the site’s engineering design and the loads it faces.',
      },
      {
        title: 'Stock and seabed',
        text: 'Behaviour, mortalities and seabed condition documented for animal-health and environmental scoring.',
      },
    ],
    Illustration: SubseaIllustration,
  },
  {
    id: 'action-center',
    eyebrow: 'For farm managers',
    title: 'Action Center',
    lead: 'Every risk exposure found in an audit becomes an action with an owner. Farm managers give feedback on each exposure and resolve the corrective actions, in one shared record.',
    points: [
      { title: 'See the exposure', text: 'Each action carries its risk level, the audit question it came from and the footage behind it.' },
      {
        title: 'Respond in one record',
        text: 'Managers add feedback and describe the fix on the action itself, without e-mail threads or spreadsheets.',
      },
      {
        title: 'Close with sign-off',
        text: 'Higher risks need company sign-off to resolve, leaving a full history for underwriters and lenders.',
      },
    ],
    Illustration: ActionCenterIllustration,
  },
];

/** The three product sections: Aerial assessment, Sub-sea assessment and Action Center (docs/requirements.md#core-1). */
export function AssessmentSections() {
  return (
    <div className={s.wrap}>
      {ASSESSMENTS.map((a, i) => (
        <section key={a.id} id={a.id} aria-labelledby={`${a.id}-title`} className={s.row} data-reverse={i % 2 === 1 || undefined}>
          <div className={`${ls.container} ${s.grid}`}>
            <div className={s.copy}>
              <p className={ls.eyebrow}>{a.eyebrow}</p>
              <h2 id={`${a.id}-title`} className={ls.title}>
                {a.title}
              </h2>
              <p className={ls.lead}>{a.lead}</p>
              <ul className={s.points}>
                {a.points.map((p) => (
                  <li key={p.title}>
                    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
                      <circle cx="11" cy="11" r="11" fill="#d3f4f9" />
                      <path
                        d="M6.5 11.5l3 3 6-7"
                        fill="none"
                        stroke="#0b7285"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    <div>
                      <h3>{p.title}</h3>
                      <p>{p.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <figure className={s.figure}>
              <a.Illustration />
            </figure>
          </div>
        </section>
      ))}
    </div>
  );
}
