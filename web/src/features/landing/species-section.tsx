import { LANDING_SPECIES } from '@aquarisk/contract/species';
import { SpeciesIcon } from './species-icon.tsx';
import s from './species-section.module.css';
import ls from './landing.module.css';

/** Species: the twelve landing species as a grid (docs/requirements.md#core-1). */
export function SpeciesSection() {
  return (
    <section id="species" aria-labelledby="species-title" className={`${ls.section} ${ls.onDark} ${s.section}`}>
      <div className={ls.container}>
        <div className={s.head}>
          <p className={ls.eyebrow}>Finfish and shellfish</p>
          <h2 id="species-title" className={ls.title}>
            Species
          </h2>
          <p className={ls.lead}>
            Audit templates and risk questions written for the species farmed in sea pens, ponds, raceways and shellfish lines worldwide.
          </p>
        </div>
        <ul className={s.grid}>
          {LANDING_SPECIES.map((name) => (
            <li key={name} className={s.tile}>
              <span className={s.icon}>
                <SpeciesIcon species={name} />
              </span>
              <span className={s.name}>{name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
