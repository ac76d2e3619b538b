import styles from '@/app/not-found.module.css';
import { PageHero } from '@/components/page-hero/page-hero';
import { mainPages } from '@/content/navigation';
import { notFoundContent } from '@/content/not-found';

export function NotFound() {
  return (
    <>
      <title>{notFoundContent.headTitle}</title>
      <meta name="description" content={notFoundContent.description} />
      <meta name="robots" content="noindex, follow" />
      <PageHero title={notFoundContent.title} intro={notFoundContent.intro} />
      <section className="section container" aria-labelledby="not-found-links">
        <h2 id="not-found-links">{notFoundContent.linksHeading}</h2>
        <ul className={styles.links}>
          {mainPages.map((page) => (
            <li key={page.path}>
              <a href={page.path}>{page.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
