import type { RiskCategory } from './risk-categories.ts';
import { RiskCategoryIcon } from './risk-category-icon.tsx';
import s from './risk-category-slide.module.css';

interface RiskCategorySlideProps {
  category: RiskCategory;
  position: number;
  count: number;
  current: number;
}

/** A slide of the Risk Categories carousel; slides that are not current are hidden and inert. */
export function RiskCategorySlide({ category, position, count, current }: RiskCategorySlideProps) {
  const active = position === current;
  return (
    <article
      className={s.slide}
      data-active={active || undefined}
      data-before={position < current || undefined}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}: ${category.name}`}
      aria-hidden={!active}
      inert={!active}
    >
      <div className={s.visual} aria-hidden="true">
        <span className={s.number}>{String(position + 1).padStart(2, '0')}</span>
        <span className={s.icon}>
          <RiskCategoryIcon name={category.icon} />
        </span>
      </div>
      <div className={s.text}>
        <h3>{category.name}</h3>
        <p>{category.description}</p>
        <ul aria-label={`${category.name} checks`}>
          {category.checks.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
