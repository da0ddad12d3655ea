/**
 * What the login form needs only once Login is pressed: the request and the reading of its errors
 * (the error catalogue). LoginScreen loads it on the form's first focus, so /login's first load stays
 * within its budget (ADR 0012) with the colour schemes on board (ADR 0036).
 */
export { requestLogin } from '#api/loginClient.ts';
export { submissionErrorsFrom } from '@atoll/ui-kit';
