import { lazy, Suspense } from 'react';
import { Card } from 'shared/ui/basics';
import { PublicPage } from '../../components/public-page';
import type { SignInCodeStepProps } from './sign-in-code-step';

// The second step, with its texts, downloads only when the server asks for a code: the login
// page's first download stays under its weight bar (issue 18).
const SignInCodeStep = lazy(() =>
  import(/* webpackChunkName: "sign-in-code" */ './sign-in-code-step').then((module) => ({
    default: module.SignInCodeStep,
  })),
);

/** The page of the second step of signing in, after the login's or a reset's right password. */
export function SignInCodeCard(props: SignInCodeStepProps) {
  return (
    <PublicPage>
      <Card>
        <Suspense fallback={null}>
          <SignInCodeStep {...props} />
        </Suspense>
      </Card>
    </PublicPage>
  );
}
