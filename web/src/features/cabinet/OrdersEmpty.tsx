import { Link } from 'react-router';
import panel from './Panel.module.scss';

/** The order list until orders arrive: an empty state that leads back to the catalogue. */
export function OrdersEmpty() {
  return (
    <div className={panel.panel}>
      <h2 className={panel.heading}>Заказов пока нет</h2>
      <p className={panel.muted}>Оформленные заказы появятся здесь.</p>
      <p className={panel.actions}>
        <Link to="/catalog">Перейти в каталог</Link>
      </p>
    </div>
  );
}
