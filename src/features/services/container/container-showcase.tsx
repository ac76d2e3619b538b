import { MediaViewer } from '@/components/media-viewer/media-viewer';
import { Section } from '@/components/section/section';
import {
  containerMediaCopy,
  containerOptions,
  containerViewerCopy as copy,
} from '@/content/containers';
import { media } from '@/content/media';
import { CONTAINER_MEDIA_INTERVAL_MS } from '@/content/ui-constants';
import { ContainerDetails } from '@/features/services/container/container-details';
import styles from '@/features/services/container/container-showcase.module.css';
import { ContainerToggle } from '@/features/services/container/container-toggle';
import { useAppStore } from '@/store/app-store';
import {
  selectContainerMediaIndex,
  selectContainerRotationPaused,
  selectSelectedContainer,
} from '@/store/container-viewer-slice';

/** The 10ft / 20ft toggle, the container's media viewer and its details, all from the store. */
export function ContainerShowcase() {
  const selected = useAppStore(selectSelectedContainer);
  const index = useAppStore(selectContainerMediaIndex);
  const userPaused = useAppStore(selectContainerRotationPaused);
  const selectContainer = useAppStore((s) => s.selectContainer);
  const showMedia = useAppStore((s) => s.showContainerMedia);
  const showNext = useAppStore((s) => s.showNextContainerMedia);
  const showPrevious = useAppStore((s) => s.showPreviousContainerMedia);
  const setPaused = useAppStore((s) => s.setContainerRotationPaused);
  const option = containerOptions[selected];
  const items = media.containers[selected];
  const count = items.length;

  return (
    <Section id="containers" title={copy.sectionTitle} intro={copy.sectionIntro}>
      <ContainerToggle label={copy.toggleLabel} selected={selected} onSelect={selectContainer} />
      <div className={styles.layout}>
        <MediaViewer
          label={copy.viewerLabel(option.name)}
          items={items}
          index={index}
          listKey={selected}
          intervalMs={CONTAINER_MEDIA_INTERVAL_MS}
          copy={containerMediaCopy}
          userPaused={userPaused}
          onUserPausedChange={setPaused}
          onSelect={(i) => showMedia(i, count)}
          onPrevious={() => showPrevious(count)}
          onNext={() => showNext(count)}
        />
        <ContainerDetails option={option} />
      </div>
    </Section>
  );
}
