import { Suspense, useState } from 'react';
import { lazyComponent } from '../../lib/hydrate-later.tsx';

const CityPicker = lazyComponent(() => import('./CityPicker.tsx'), 'CityPicker');

/**
 * The city picker, whose code loads the first time it opens; it stays mounted after that, so
 * closing it hands focus back to the control that opened it.
 */
export function CityPickerOnDemand({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CityPicker open={open} onClose={onClose} />
    </Suspense>
  );
}
