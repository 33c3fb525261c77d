import { TEST_CARDS } from '../../payments/test-cards.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface AcquirerView {
  paymentId: string;
  orderNumber: string;
  amount: string;
  error?: string | null;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px/1.4 system-ui,sans-serif;background:#f2f4f7;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:6px}
button{margin-top:16px;width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#1a7f37;color:#fff;cursor:pointer}
.row{display:flex;gap:12px}.row>div{flex:1}[role=alert]{color:#b42318;margin-top:12px}
table{font-size:13px;margin-top:20px;border-collapse:collapse}td{padding:2px 8px 2px 0}code{white-space:nowrap}
.note{color:#667085;font-size:13px}</style></head><body><main>${body}</main></body></html>`;
}

const heading = (view: AcquirerView) =>
  `<p class="note">Тестовый эквайринг — деньги не списываются</p>
<h1>Оплата заказа ${escape(view.orderNumber)}</h1><p>К оплате: <strong>${escape(view.amount)} ₽</strong></p>`;

const alert = (error?: string | null) => (error ? `<p role="alert">${escape(error)}</p>` : '');

export function cardPage(view: AcquirerView): string {
  const cards = TEST_CARDS.map(
    (c) => `<tr><td><code>${c.number}</code></td><td>${escape(c.title)}</td></tr>`,
  ).join('');
  return page(
    'Оплата картой',
    `${heading(view)}<form method="post" action="/_dev/acquirer/${escape(view.paymentId)}">
<label for="card">Номер карты</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Срок действия</label><input id="expiry" name="expiry" placeholder="ММ/ГГ" value="12/30"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" value="123"></div></div>
${alert(view.error)}<button type="submit">Оплатить</button></form>
<table aria-label="Тестовые карты">${cards}</table>`,
  );
}

export function threeDsPage(view: AcquirerView): string {
  return page(
    '3-D Secure',
    `${heading(view)}<form method="post" action="/_dev/acquirer/${escape(view.paymentId)}/3ds">
<p>Банк прислал код подтверждения. Тестовый код: 123456.</p>
<label for="code">Код из SMS</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Подтвердить</button></form>`,
  );
}

export function finishedPage(view: AcquirerView, returnUrl: string): string {
  return page(
    'Платёж завершён',
    `${heading(view)}<p>Этот платёж уже завершён.</p><p><a href="${escape(returnUrl)}">Вернуться в магазин</a></p>`,
  );
}
