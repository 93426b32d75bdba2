import { useTranslation } from 'react-i18next';
import './skills.css';

/** The spec's three groups, in its order; titles and items live in skills.json. */
const GROUPS = ['usingNow', 'learningNow', 'otherSkills'] as const;

export function Skills() {
  const { t } = useTranslation('skills');
  return (
    <section id="skills" className="section section--muted" aria-labelledby="skills-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 className="section-title" id="skills-title">
            {t('title')}
          </h2>
          <p className="section-lead">{t('lead')}</p>
        </div>
        <div className="skills">
          {GROUPS.map((group) => (
            <article
              key={group}
              className={`card skill-group skill-group--${group}`}
              aria-labelledby={`skills-${group}`}
            >
              <h3 className="skill-group__title" id={`skills-${group}`}>
                {t(`groups.${group}.title`)}
              </h3>
              <ul className="skill-group__items" aria-labelledby={`skills-${group}`}>
                {t(`groups.${group}.items`, { returnObjects: true }).map((item) => (
                  <li key={item} className="skill-chip">
                    {item}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
