import styles from '@/components/map-embed/map-embed.module.css';
import { mapCopy } from '@/content/map';

/**
 * A drawn location picture: the road named in the address and the facility
 * marker. No map tiles, no other streets, nothing fetched.
 */
export function MapPicture() {
  return (
    <svg
      className={styles.picture}
      viewBox="0 0 800 450"
      width="800"
      height="450"
      role="img"
      aria-label={mapCopy.pictureLabel}
    >
      <rect width="800" height="450" fill="#e3eff5" />
      <path d="M0 300 C 200 280, 420 330, 800 250" stroke="#fff" strokeWidth="34" fill="none" />
      <path
        d="M0 300 C 200 280, 420 330, 800 250"
        stroke="#b7cdda"
        strokeWidth="2"
        fill="none"
        strokeDasharray="14 12"
      />
      <text x="560" y="320" fontSize="22" fill="#3b4a66" fontFamily="system-ui, sans-serif">
        {mapCopy.streetLabel}
      </text>
      <g transform="translate(400 220)">
        <path
          d="M0 70 C -12 40, -34 26, -34 0 A 34 34 0 1 1 34 0 C 34 26, 12 40, 0 70 Z"
          fill="#0e5a7e"
        />
        <circle r="13" fill="#fff" />
      </g>
      <text
        x="400"
        y="150"
        textAnchor="middle"
        fontSize="24"
        fontWeight="700"
        fill="#14213d"
        fontFamily="system-ui, sans-serif"
      >
        {mapCopy.markerLabel}
      </text>
    </svg>
  );
}
