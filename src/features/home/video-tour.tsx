import { Island } from '@/components/island/island';
import { Section } from '@/components/section/section';
import { videoTour as copy } from '@/content/home';
import { media } from '@/content/media';
import { TourVideo } from '@/features/home/tour-video';
import styles from '@/features/home/video-tour.module.css';

/** The looping facility tour, and the way on to the size guide. */
export function VideoTour() {
  return (
    <Section {...copy} centred tint next={{ link: copy.link, variant: 'secondary' }}>
      <div className={styles.frame}>
        <Island
          name="tour-video"
          strategy="visible"
          component={TourVideo}
          props={{ video: media.videoTour, className: styles.video }}
        />
      </div>
    </Section>
  );
}
