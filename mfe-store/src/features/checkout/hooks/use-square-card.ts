import type { PaymentsConfig } from '@petcora/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of Square's Web Payments SDK (window.Square) the checkout uses. */
interface SquareTokenResult {
  status: string;
  token?: string;
  errors?: { message?: string }[];
}
interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<unknown>;
}
interface SquarePayments {
  card(): Promise<SquareCard>;
  verifyBuyer(
    token: string,
    details: {
      amount: string;
      currencyCode: string;
      intent: 'CHARGE';
      billingContact: Record<string, unknown>;
    },
  ): Promise<{ token?: string } | null>;
}
declare global {
  interface Window {
    Square?: { payments(applicationId: string, locationId: string): SquarePayments };
  }
}

const loading = new Map<string, Promise<void>>();

/** Adds Square's script once per page (the gateway's CSP allows its origin alone). */
function loadSdk(url: string): Promise<void> {
  if (window.Square) return Promise.resolve();
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error('The card form could not be loaded'));
      };
      document.head.appendChild(script);
    });
    loading.set(url, promise);
  }
  return promise;
}

export interface CardToken {
  sourceId: string;
  verificationToken?: string;
}

export type CardTokenOutcome = { ok: true; card: CardToken } | { ok: false; message: string };

/**
 * Square's card form attached to `container`: the card number is typed into Square's fields and turned into a
 * single-use token there, so it never reaches our servers. `tokenize` also runs the buyer verification
 * (3-D Secure) that the card's bank may ask for.
 */
export function useSquareCard(config: PaymentsConfig | undefined) {
  const container = useRef<HTMLDivElement>(null);
  const card = useRef<SquareCard | null>(null);
  const payments = useRef<SquarePayments | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!config) return undefined;
    let cancelled = false;
    let attached: SquareCard | null = null;
    void (async () => {
      try {
        await loadSdk(config.sdkUrl);
        if (cancelled || !window.Square || !container.current) return;
        const p = window.Square.payments(config.applicationId, config.locationId);
        const c = await p.card();
        if (cancelled) return;
        await c.attach(container.current);
        attached = c;
        payments.current = p;
        card.current = c;
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      card.current = null;
      void attached?.destroy();
    };
  }, [config]);

  const tokenize = useCallback(
    async (amountCents: number, billingContact: Record<string, unknown>): Promise<CardTokenOutcome> => {
      if (!card.current || !payments.current || !config)
        return { ok: false, message: 'The card form is still loading. Please try again.' };
      const result = await card.current.tokenize();
      if (result.status !== 'OK' || !result.token) {
        const messages = (result.errors ?? []).map((e) => e.message).filter(Boolean);
        return { ok: false, message: messages.join('. ') || 'Please check your card details.' };
      }
      let verificationToken: string | undefined;
      try {
        const verified = await payments.current.verifyBuyer(result.token, {
          amount: (amountCents / 100).toFixed(2),
          currencyCode: config.currency,
          intent: 'CHARGE',
          billingContact,
        });
        verificationToken = verified?.token ?? undefined;
      } catch {
        return { ok: false, message: 'Your bank could not verify the card. Please try again.' };
      }
      return {
        ok: true,
        card: { sourceId: result.token, ...(verificationToken ? { verificationToken } : {}) },
      };
    },
    [config],
  );

  return { container, state, tokenize };
}
