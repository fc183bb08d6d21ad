import { formatScore, riskBand, riskColor, riskText } from '@aquarisk/contract/risk';
import s from './hero-score-card.module.css';

const CATEGORY_SCORES = [
  { name: 'Animal Health', score: 84.0 },
  { name: 'Environment', score: 66.5 },
  { name: 'Engineering', score: 47.8 },
  { name: 'Governance', score: 91.3 },
  { name: 'Husbandry', score: 72.1 },
] as const;
const OVERALL = CATEGORY_SCORES.reduce((sum, c) => sum + c.score, 0) / CATEGORY_SCORES.length;

/** A sample audit result floating beside the hero copy; decorative, so it is one labelled image. */
export function HeroScoreCard() {
  const band = riskBand(OVERALL);
  const summary = CATEGORY_SCORES.map((c) => `${c.name} ${formatScore(c.score)}`).join(', ');
  return (
    <div
      className={s.card}
      role="img"
      aria-label={`Sample audit result: overall ${formatScore(OVERALL)}, ${riskText(band).toLowerCase()} risk. ${summary}.`}
    >
      <div className={s.top}>
        <span className={s.site}>Sample audit · North Bay site</span>
        <span className={s.scored}>Scored</span>
      </div>
      <div className={s.overall}>
        <span className={s.value}>{formatScore(OVERALL)}</span>
        <span className={s.band} style={{ ['--risk' as string]: riskColor(band) }}>
          {riskText(band)}
        </span>
      </div>
      <ul className={s.rows}>
        {CATEGORY_SCORES.map((c) => (
          <li key={c.name}>
            <span className={s.name}>{c.name}</span>
            <span className={s.track}>
              <span className={s.fill} style={{ width: `${c.score}%`, background: riskColor(riskBand(c.score)) }} />
            </span>
            <span className={s.score}>{formatScore(c.score)}</span>
          </li>
        ))}
      </ul>
      <div className={s.footer}>
        <span>Aerial</span>
        <span>Sub-sea</span>
        <span className={s.actions}>3 actions open</span>
      </div>
    </div>
  );
}
