import styles from '@/components/hero-slideshow/hero-slideshow.module.css';
import { SLIDE_INTERVAL_MS } from '@/content/ui-constants';

/**
 * Time left until the next slide. The fill is a CSS animation as long as the
 * slide interval, restarted for each slide (keyed on the index) and removed
 * while the slideshow is paused: the timer restarts from the full interval
 * when rotation resumes, and so does the bar.
 */
export function SlideshowProgress({ index, running }: { index: number; running: boolean }) {
  return (
    <div className={styles.progress} aria-hidden="true" data-running={running}>
      {running && (
        <span
          key={index}
          className={styles.progressFill}
          style={{ animationDuration: `${SLIDE_INTERVAL_MS}ms` }}
        />
      )}
    </div>
  );
}
