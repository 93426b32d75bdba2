import { Code2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './about.css';

function ServiceColumn(props: {
  id: string;
  icon: ReactNode;
  title: string;
  lead: string;
  items: string[];
}) {
  return (
    <article className="card service-column" aria-labelledby={props.id}>
      <span className="service-column__icon" aria-hidden="true">
        {props.icon}
      </span>
      <h3 className="service-column__title" id={props.id}>
        {props.title}
      </h3>
      <p className="service-column__lead">{props.lead}</p>
      <ul className="service-column__list">
        {props.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </article>
  );
}

export function About() {
  const { t } = useTranslation('about');
  const intro = t('intro', { returnObjects: true });
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className="container about">
        <div className="about__intro">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 className="section-title" id="about-title">
            {t('title')}
          </h2>
          {intro.map((paragraph) => (
            <p key={paragraph} className="about__paragraph">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="about__services">
          <ServiceColumn
            id="about-development"
            icon={<Code2 size={22} />}
            title={t('development.title')}
            lead={t('development.lead')}
            items={t('development.items', { returnObjects: true })}
          />
          <ServiceColumn
            id="about-maintenance"
            icon={<ShieldCheck size={22} />}
            title={t('maintenance.title')}
            lead={t('maintenance.lead')}
            items={t('maintenance.items', { returnObjects: true })}
          />
        </div>
      </div>
    </section>
  );
}
