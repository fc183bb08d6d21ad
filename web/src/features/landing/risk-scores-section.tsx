import { actionRiskLevels, riskColors, riskExplanations, type ActionRiskLevel } from '@aquarisk/contract/risk';
import s from './risk-scores-section.module.css';
import ls from './landing.module.css';

const LEVEL_NAMES: Record<ActionRiskLevel, string> = {
  LOW: 'Low',
  MODERATE_LOW: 'Moderate Low',
  MODERATE: 'Moderate',
  MODERATE_HIGH: 'Moderate High',
  HIGH: 'High',
};

/** RISK SCORES: the five bands with their colours and what each means (docs/requirements.md#core-1). */
export function RiskScoresSection() {
  return (
    <section id="risk-scores" aria-labelledby="risk-scores-title" className={`${ls.section} ${ls.onDark} ${s.section}`}>
      <div className={ls.container}>
        <div className={s.head}>
          <div>
            <p className={ls.eyebrow}>Scoring</p>
            <h2 id="risk-scores-title" className={ls.title}>
              RISK SCORES
            </h2>
          </div>
          <p className={ls.lead}>
            Every audit, and every category within it, is scored as a percentage and placed in one of five bands. One scale for farm
            managers, insurers and lenders, so a result means the same thing to everyone who reads it.
          </p>
        </div>

        <div className={s.scale} aria-hidden="true">
          {actionRiskLevels.map((level) => (
            <span key={level} style={{ background: riskColors[level] }} />
          ))}
        </div>

        <ol className={s.levels}>
          {actionRiskLevels.map((level) => (
            <li key={level} style={{ ['--risk' as string]: riskColors[level] }}>
              <span className={s.swatch} aria-hidden="true" />
              <h3 className={s.name}>
                {LEVEL_NAMES[level]}
                <span className={ls.visuallyHidden}>:</span>
              </h3>
              <p className={s.explanation}>{riskExplanations[level]}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
