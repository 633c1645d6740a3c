import { ApiError, serverMessageOf } from '@petcora/api-client';
import {
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_SHIPPING_METHOD,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  type CheckoutRequest,
  type OrderDetail,
} from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { TextField } from '@petcora/ui/text-field';
import { CHECKOUT_LIMITS, CheckoutAddressDto } from '@petcora/validation/checkout';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { usePaymentsConfig } from '../api/get-payments-config';
import { usePlaceOrder } from '../api/place-order';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useSquareCard } from '../hooks/use-square-card';
import './checkout.css';

type CheckoutValues = Required<Omit<CheckoutRequest, 'sourceId' | 'verificationToken'>>;
type AddressRequest = Omit<CheckoutRequest, 'sourceId' | 'verificationToken'>;

const EMPTY: CheckoutValues = {
  shippingAddress: '',
  shippingCity: '',
  shippingState: '',
  shippingZip: '',
  shippingCountry: '',
  shippingMethod: DEFAULT_SHIPPING_METHOD,
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  notes: '',
};

/** What is sent: trimmed text, no empty notes. */
export function checkoutRequestOf(values: CheckoutValues): AddressRequest {
  const notes = values.notes.trim();
  return {
    shippingAddress: values.shippingAddress.trim(),
    shippingCity: values.shippingCity.trim(),
    shippingState: values.shippingState.trim(),
    shippingZip: values.shippingZip.trim(),
    shippingCountry: values.shippingCountry.trim(),
    shippingMethod: values.shippingMethod,
    paymentMethod: values.paymentMethod,
    ...(notes ? { notes } : {}),
  };
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401)
    return 'Your session has ended. Please sign in again.';
  // A declined card: the server says why in Square's words; the cart is kept.
  if (error instanceof ApiError && error.status === 402)
    return `${serverMessageOf(error) ?? 'Your payment was declined.'} Your cart is unchanged; try another card.`;
  return serverMessageOf(error) ?? 'We could not place your order. Please try again.';
}

/**
 * The shipping form of checkout, validated with the same DTO the store service uses (so the messages match). 'Place
 * order' is disabled while the order is being placed; the idempotency key makes a retry safe.
 */
export function CheckoutForm({
  disabled,
  onPlaced,
  totalCents,
}: {
  /** Nothing to order (empty cart, unavailable lines). */
  disabled?: boolean;
  onPlaced: (order: OrderDetail) => void;
  /** The cart's total, for the bank's buyer verification (the server charges its own computed amount). */
  totalCents: number;
}) {
  const id = useId();
  const place = usePlaceOrder();
  const keyFor = useIdempotencyKey();
  const paymentsConfig = usePaymentsConfig();
  const square = useSquareCard(paymentsConfig.data);
  const [cardError, setCardError] = useState<string | null>(null);
  // A declined card makes the next submit a new attempt (a new key); a retry after a network failure keeps it.
  const attempt = useRef(0);
  const { register, handleSubmit, formState, watch } = useForm<CheckoutValues>({
    resolver: dtoResolver(CheckoutAddressDto as unknown as new () => CheckoutValues),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  // Set at once on submit, before the (asynchronous) validation: a double click sends one order, not two.
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    let sent = false;
    await handleSubmit(async (values) => {
      const address = checkoutRequestOf(values);
      setCardError(null);
      const tokenized = await square.tokenize(totalCents, {
        addressLines: [address.shippingAddress],
        city: address.shippingCity,
        state: address.shippingState,
        postalCode: address.shippingZip,
        // Square wants an ISO 3166 code; a country typed out in words is left to the card's own checks.
        ...(/^[A-Za-z]{2}$/.test(address.shippingCountry)
          ? { countryCode: address.shippingCountry.toUpperCase() }
          : {}),
      });
      if (!tokenized.ok) {
        setCardError(tokenized.message);
        return;
      }
      sent = true;
      place.reset();
      place.mutate(
        {
          request: { ...address, ...tokenized.card },
          idempotencyKey: keyFor(JSON.stringify({ address, attempt: attempt.current })),
        },
        {
          onSuccess: (order) => onPlaced(order),
          onError: (error) => {
            if (error instanceof ApiError && error.status === 402) attempt.current += 1;
          },
          onSettled: () => {
            busy.current = false;
          },
        },
      );
    })(event);
    if (!sent) busy.current = false;
  }

  return (
    <Card className="store-checkout__form">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Shipping details">
        <h2>Shipping address</h2>
        <TextField
          label="Address"
          autoComplete="street-address"
          maxLength={CHECKOUT_LIMITS.shippingAddress}
          error={errors.shippingAddress?.message}
          {...register('shippingAddress')}
        />
        <div className="store-checkout__row">
          <TextField
            label="City"
            autoComplete="address-level2"
            maxLength={CHECKOUT_LIMITS.shippingCity}
            error={errors.shippingCity?.message}
            {...register('shippingCity')}
          />
          <TextField
            label="State / region"
            autoComplete="address-level1"
            maxLength={CHECKOUT_LIMITS.shippingState}
            error={errors.shippingState?.message}
            {...register('shippingState')}
          />
        </div>
        <div className="store-checkout__row">
          <TextField
            label="ZIP / postal code"
            autoComplete="postal-code"
            maxLength={CHECKOUT_LIMITS.shippingZip}
            error={errors.shippingZip?.message}
            {...register('shippingZip')}
          />
          <TextField
            label="Country"
            autoComplete="country-name"
            maxLength={CHECKOUT_LIMITS.shippingCountry}
            error={errors.shippingCountry?.message}
            {...register('shippingCountry')}
          />
        </div>
        <TextAreaField
          label="Notes (optional)"
          rows={3}
          placeholder="Delivery instructions, a gate code..."
          counter={{ length: (watch('notes') ?? '').length, max: CHECKOUT_LIMITS.notes }}
          error={errors.notes?.message}
          {...register('notes')}
        />

        <h2>Delivery and payment</h2>
        <div className="pc-field">
          <label className="pc-field__label" htmlFor={`${id}-shipping`}>
            Shipping method
          </label>
          <select id={`${id}-shipping`} className="pc-field__input" {...register('shippingMethod')}>
            {SHIPPING_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </div>
        <div className="pc-field">
          <label className="pc-field__label" htmlFor={`${id}-payment`}>
            Payment method
          </label>
          <select
            id={`${id}-payment`}
            className="pc-field__input"
            aria-describedby={`${id}-payment-note`}
            {...register('paymentMethod')}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
          <p id={`${id}-payment-note`} className="pc-muted store-checkout__note">
            Your card is charged through Square when you place the order; its number never reaches Pet Cora.
          </p>
        </div>
        <fieldset className="store-checkout__card" aria-describedby={`${id}-card-status`}>
          <legend>Card details</legend>
          <div ref={square.container} className="store-checkout__card-fields" data-testid="card-form" />
          <p id={`${id}-card-status`} className="pc-muted store-checkout__note" aria-live="polite">
            {paymentsConfig.isError || square.state === 'failed'
              ? 'The card form could not be loaded. Please reload the page.'
              : square.state === 'loading'
                ? 'Loading the secure card form...'
                : ''}
          </p>
          {cardError && (
            <p role="alert" className="store-checkout__error">
              {cardError}
            </p>
          )}
        </fieldset>

        {place.isError && (
          <p role="alert" className="store-checkout__error">
            {failureMessage(place.error)}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={disabled || place.isPending}
          className="store-checkout__submit"
        >
          {place.isPending ? 'Placing order...' : 'Place order'}
        </Button>
      </form>
    </Card>
  );
}
