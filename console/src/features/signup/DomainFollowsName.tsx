/**
 * Keeps the company domain derived from the company name (contract
 * deriveDomain) until the user edits the domain by hand (spec section 5).
 */
import { useEffect, useRef } from 'react';
import { deriveDomain } from '@atoll/contract';
import type { FormApi } from 'final-form';
import type { SignupValues } from './signupValues';

export function DomainFollowsName({ form }: { form: FormApi<SignupValues, Partial<SignupValues>> }) {
  // The last domain we wrote; a different value means the user typed one.
  const lastDerived = useRef(form.getState().values.company?.username ?? '');
  const editedByHand = useRef(false);

  useEffect(
    () =>
      form.subscribe(
        ({ values }) => {
          const domain = values.company.username;
          if (editedByHand.current) return;
          if (domain !== lastDerived.current) {
            editedByHand.current = true;
            return;
          }
          const derived = deriveDomain(values.company.name);
          if (derived !== domain) {
            lastDerived.current = derived;
            form.change('company', { ...values.company, username: derived });
          }
        },
        { values: true },
      ),
    [form],
  );
  return null;
}
