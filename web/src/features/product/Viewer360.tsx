import { useRef, useState, type PointerEvent } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import styles from './Viewer360.module.scss';

/** Pixels of horizontal drag that turn the product by one frame. */
const PIXELS_PER_FRAME = 12;

/**
 * A 360° view from a sequence of frames: drag sideways or use the buttons (or the arrow keys)
 * to turn the product. Every frame is loaded up front so turning does not flicker.
 */
export function Viewer360({ frames, title }: { frames: readonly string[]; title: string }) {
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const count = frames.length;
  const turn = (by: number) => setFrame((f) => (((f + by) % count) + count) % count);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, frame };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const steps = Math.round((event.clientX - drag.current.x) / PIXELS_PER_FRAME);
    setFrame((((drag.current.frame - steps) % count) + count) % count);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <div className={styles.viewer}>
      <div
        className={styles.stage}
        role="img"
        aria-label={`${title}: обзор 360°, кадр ${frame + 1} из ${count}`}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') turn(-1);
          if (event.key === 'ArrowRight') turn(1);
        }}
      >
        {frames.map((src, index) => (
          <img
            key={src}
            src={src}
            alt=""
            draggable={false}
            width={560}
            height={560}
            className={index === frame ? styles.frame : `${styles.frame} ${styles.hidden}`}
          />
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" onClick={() => turn(-1)} aria-label="Повернуть влево">
          <Icon name="chevronLeft" size={20} />
        </button>
        <span aria-hidden="true">
          {frame + 1} / {count}
        </span>
        <button type="button" onClick={() => turn(1)} aria-label="Повернуть вправо">
          <Icon name="chevronRight" size={20} />
        </button>
      </div>
    </div>
  );
}
