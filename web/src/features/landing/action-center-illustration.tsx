import { riskColors } from '@aquarisk/contract/risk';
import s from './action-center-illustration.module.css';

const ROWS = [
  { risk: 'HIGH', label: 'High', title: 'Net damage, pen 02 at 14 m', meta: 'Sub-sea · Engineering', status: 'Open' },
  { risk: 'MODERATE_HIGH', label: 'Moderate High', title: 'Mooring 7 line wear', meta: 'Aerial · Engineering', status: 'In review' },
  { risk: 'MODERATE', label: 'Moderate', title: 'Mortality removal records', meta: 'Governance', status: 'Resolved' },
] as const;

/** A stylised Action Center screen: risk-ranked actions and a farm manager's reply. */
export function ActionCenterIllustration() {
  return (
    <div
      className={s.frame}
      role="img"
      aria-label="Action Center screen: three actions ranked High, Moderate High and Moderate, with a farm manager's note that the net in pen 2 was repaired and is ready for sign-off."
    >
      <div className={s.chrome}>
        <span />
        <span />
        <span />
        <p>Sample · Actions · North Bay site</p>
      </div>
      <div className={s.body}>
        <div className={s.summary}>
          <div>
            <strong>3</strong>
            <span>open exposures</span>
          </div>
          <div>
            <strong>86%</strong>
            <span>resolved this quarter</span>
          </div>
        </div>
        <ul className={s.rows}>
          {ROWS.map((r) => (
            <li key={r.title} data-status={r.status}>
              <span className={s.chip} style={{ ['--risk' as string]: riskColors[r.risk] }}>
                {r.label}
              </span>
              <div className={s.rowText}>
                <strong>{r.title}</strong>
                <span>{r.meta}</span>
              </div>
              <span className={s.status}>{r.status}</span>
            </li>
          ))}
        </ul>
        <div className={s.note}>
          <span className={s.avatar}>FM</span>
          <div>
            <strong>Farm manager</strong>
            <p>Divers repaired the net in pen 02 this morning and checked the moorings. Ready for sign-off.</p>
          </div>
        </div>
      </div>
    </div>
  );
}
