// The documents of the steps made for every order of the checkout, a chunk of their own: each
// answers the whole order, so they are large, and they load once the page has hydrated.
export {
  SetContactMutation,
  SetCostCenterMutation,
  SetCourierAddressMutation,
  SetPaymentMethodMutation,
  SetPickupAddressMutation,
} from './operations.ts';
