import { KeptHtml, type KeptHtmlSource } from '@/components/island/kept-html';
import styles from '@/features/floor-plan/floor-plan.module.css';
import { UNIT_LIST_ID } from '@/features/floor-plan/plan-keys';
import { planSvg } from '@/features/floor-plan/plan-svg';
import type { Layout } from '@/layout/layout-schema';

type PlanDrawingProps = { source: KeptHtmlSource; layout: Layout; labelledBy: string };

/**
 * The plan as the build drew it (plan-svg.ts), in the plan's box from the
 * first paint until the canvas has drawn over it. It is a picture: its text
 * alternative is the summary, and the unit list its long description. The
 * browser keeps the HTML the server sent and never loads the code that drew
 * it (see KeptHtml).
 */
export function PlanDrawing({ source, layout, labelledBy }: PlanDrawingProps) {
  return (
    <KeptHtml source={source}>
      {import.meta.env.SSR || import.meta.env.DEV ? (
        <div
          className={styles.drawing}
          role="img"
          aria-labelledby={labelledBy}
          aria-details={UNIT_LIST_ID}
          data-plan-drawing=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own drawing of the site's own layout.
          dangerouslySetInnerHTML={{ __html: planSvg(layout) }}
        />
      ) : null}
    </KeptHtml>
  );
}
