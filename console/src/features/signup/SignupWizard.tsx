/**
 * /signup (spec sections 2, 4, 5, 8): a 3-step wizard, Company → User →
 * Finish, in ONE form so nothing typed is lost when moving between steps or
 * when the server sends a step back with an error on one of its fields.
 */
import { useEffect, useRef, useState } from 'react';
import { Heading } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ERROR_CODES, MSG, type ApiError } from '@atoll/contract';
import { Button, Form, FormSubmitButton, Stepper, isApiError, showToast } from '@atoll/ui-kit';
import { useCaptchaConfigQuery, useSignupMutation, useValidateCompanyUsernameMutation } from '#api/authApi.ts';
import { PATHS, loginPath } from '#app/paths.ts';
import { CompanyStep } from './CompanyStep';
import { DomainFollowsName } from './DomainFollowsName';
import { FinishStep } from './FinishStep';
import { UserStep } from './UserStep';
import { INITIAL_VALUES, LAST_STEP, STEPS, STEP_SCHEMAS, stepOfErrors, toSignupPayload, type SignupValues, type StepIndex } from './signupValues';

const StepTitle = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  &:focus { outline: none; }
`;

/** A step's fields, spaced like every kit form; hidden steps stay mounted so nothing typed is lost. */
const StepFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  &[hidden] { display: none; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  > :only-child { margin-left: auto; }
`;

const LoginLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  a { color: ${({ theme }) => theme.color.info}; }
`;

/** The wizard itself (final-form, the steps' yup schemas, React Aria's pickers), loaded by SignupPage on first use. */
export default function SignupWizard() {
  const [step, setStep] = useState<StepIndex>(0);
  const [validateDomain] = useValidateCompanyUsernameMutation();
  const [signup] = useSignupMutation();
  const { data: captcha } = useCaptchaConfigQuery();
  const navigate = useNavigate();
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const movedByUser = useRef(false);

  // Keyboard and screen-reader users land on the new step's title.
  useEffect(() => {
    if (movedByUser.current) stepTitle.current?.focus();
  }, [step]);
  const goTo = (next: StepIndex) => {
    movedByUser.current = true;
    setStep(next);
  };

  /** The Company step proceeds only if the server accepts the domain (section 4). */
  const checkDomain = async (domain: string) => {
    try {
      await validateDomain({ username: domain }).unwrap();
    } catch (error) {
      if (!isApiError(error) || error.code !== ERROR_CODES.VALIDATION_ERROR) throw error;
      const rejected: ApiError = { ...error, errors: { 'company.username': MSG.domainTaken(domain) } };
      throw rejected;
    }
  };

  const createAccount = async (values: SignupValues) => {
    if (!values.captcha) {
      // The notice's title is the spec's; what to do goes under the widget and says what the widget on
      // screen asks: only Google's reCAPTCHA has the spec's 'google captcha' box.
      const hint = captcha?.provider === 'recaptcha' ? MSG.captchaTick : MSG.captchaComplete;
      showToast({ title: MSG.captchaNotCompleted, tone: 'error' });
      const unsolved: ApiError = {
        code: ERROR_CODES.VALIDATION_ERROR,
        name: MSG.captchaNotCompleted,
        message: hint,
        reference: '',
        status: 422,
        errors: { captcha: hint },
      };
      throw unsolved;
    }
    try {
      const created = await signup(toSignupPayload(values)).unwrap();
      showToast({
        title: MSG.companyCreated,
        description: `Company domain ${created.company.username}, username ${created.user.username}`,
        tone: 'success',
      });
      void navigate(loginPath({ company: created.company.username, username: created.user.username, created: true }));
    } catch (error) {
      // Every step's fields stay mounted (hidden), so the form puts each message on its field.
      if (isApiError(error) && error.code === ERROR_CODES.VALIDATION_ERROR) goTo(stepOfErrors(Object.keys(error.errors ?? {})));
      throw error;
    }
  };

  const onSubmit = async (values: SignupValues) => {
    if (step === 0) {
      await checkDomain(values.company.username.trim());
      goTo(1);
    } else if (step === 1) goTo(2);
    else await createAccount(values);
  };

  return (
    <>
      <Stepper steps={STEPS} currentIndex={step} aria-label="Sign-up steps" />
      <Form<SignupValues> schema={STEP_SCHEMAS[step]} initialValues={INITIAL_VALUES} onSubmit={onSubmit} aria-label="Sign Up">
        {({ form, values }) => (
          <>
            <DomainFollowsName form={form} />
            <StepTitle level={2} ref={stepTitle} tabIndex={-1}>
              {STEPS[step]}
            </StepTitle>
            <StepFields hidden={step !== 0}>
              <CompanyStep />
            </StepFields>
            <StepFields hidden={step !== 1}>
              <UserStep country3={values.company.country3} />
            </StepFields>
            {step === LAST_STEP && <FinishStep values={values} />}
            <Actions>
              {step > 0 && (
                <Button variant="secondary" onPress={() => goTo((step - 1) as StepIndex)}>
                  Previous
                </Button>
              )}
              <FormSubmitButton>{step === LAST_STEP ? 'Create Account' : 'Next'}</FormSubmitButton>
            </Actions>
          </>
        )}
      </Form>
      <LoginLine>
        Already have an account? <Link to={PATHS.login}>Login</Link>
      </LoginLine>
    </>
  );
}
