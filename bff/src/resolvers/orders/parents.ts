import type { OrderDto, PaymentDto } from '../../upstream/orders.ts';

/** An order resolves from the REST order as it came (codegen mapper of `Order`). */
export type OrderParent = OrderDto;

/** A payment resolves from the REST payment (codegen mapper of `Payment`). */
export type PaymentParent = PaymentDto;
