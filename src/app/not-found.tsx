import { Link } from 'react-router-dom';
import styles from '@/app/not-found.module.css';
import { PageHero } from '@/components/page-hero/page-hero';
import { mainPages } from '@/content/navigation';
import { notFoundCopy } from '@/content/page-intros';
import { notFoundHead } from '@/seo/head-data';

export function NotFound() {
  return (
    <>
      <title>{notFoundHead.title}</title>
      <meta name="description" content={notFoundHead.description} />
      <meta name="robots" content="noindex, follow" />
      <PageHero title={notFoundCopy.title} intro={notFoundCopy.intro} />
      <section className="section container" aria-labelledby="not-found-links">
        <h2 id="not-found-links">{notFoundCopy.linksHeading}</h2>
        <ul className={styles.links}>
          {mainPages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
