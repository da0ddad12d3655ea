/**
 * Sign Up (spec section 2): the page's frame paints at once; the wizard (SignupWizard: final-form, the steps' yup
 * schemas, React Aria's pickers and the captcha) loads on first use, the first step's labels in place meanwhile
 * (issue 23, ADR 0059).
 */
import { lazy, Suspense } from 'react';
import { AuthLayout } from '#app/AuthLayout.tsx';
import { FormPlaceholder } from '#app/lazyKit.tsx';

const SignupWizard = lazy(() => import('./SignupWizard'));

export default function SignupPage() {
  return (
    <AuthLayout title="Sign Up" width={560}>
      <Suspense fallback={<FormPlaceholder labels={['Property Type', 'Number of Rooms', 'Country', 'Company Name', 'Company Domain']} />}>
        <SignupWizard />
      </Suspense>
    </AuthLayout>
  );
}
