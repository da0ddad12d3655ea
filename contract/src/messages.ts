/**
 * Every text of the specification that a user reads, written once. Forms, the
 * server, the mocks and tests import these; nothing re-types a spec text.
 */
// The texts the lean login page shows (section 5's login messages, section 8's invalid session, the kit
// Button's pending label): each written once here, gathered in BASIC_MSG and in MSG. The login page's
// modules import BASIC_MSG so its bundle does not carry every text (ADR 0012); import MSG everywhere else.
const loginCompany = 'Please enter company name';
const loginUsername = 'Please enter username';
const loginPassword = 'Please enter password';
const sessionInvalid = 'Your session is invalid. Please log in again';
const loading = 'Loading';
/** Sign-up success (section 8); the login page repeats it above the next steps (issue 18). */
const companyCreated = 'Company Created';
/** The browser could not reach the server at all (networkError). */
const serverUnreachable = 'The server could not be reached. Check the connection and retry';

/** The login page's texts; each is in MSG too. */
export const BASIC_MSG = { loginCompany, loginUsername, loginPassword, sessionInvalid, loading, serverUnreachable, companyCreated } as const;

export const MSG = {
  // Validation (section 5)
  fieldRequired: 'Field is required',
  enterName: 'Please enter a name',
  loginCompany,
  loginUsername,
  loginPassword,
  imageTooLarge: 'Image must smaller than 5MB',
  fileTooLarge: 'File must smaller than 5MB',
  translateNeedsText: 'Please select/fill in text for one of the languages',
  translateNeedsTextPlain: 'Please fill in text for one of the languages',
  selectLanguageFirst: 'Please select a language first',
  captchaNotCompleted: 'Captcha Not Completed',
  captchaTick: 'Please tick the google captcha',
  /**
   * Not a spec text: the same notice for the ALTCHA widget, which has no Google checkbox. The spec's
   * captchaTick stays for the reCAPTCHA provider.
   */
  captchaComplete: 'Please complete the captcha: tick “I\'m not a robot” and wait for the check',
  domainTaken: (domain: string) => `Company domain ${domain} cannot be used. Please choose another`,
  /**
   * Not a spec text (the spec only says login errors are shown on the form). POST auth/login with an
   * unknown company, an unknown or not-yet-active username, or a wrong password answers 422
   * VALIDATION_ERROR with this message and `errors: { password: [loginFailed] }`.
   */
  loginFailed: 'The company, username or password is incorrect',
  /**
   * Not a spec text: 422 on `captcha` when a login must bring a solved challenge (ADR 0032: many failed
   * logins of this account or from this address). The login form then shows the captcha.
   */
  loginChallenge: 'Too many failed logins: please complete the captcha, then log in again',
  /** Not a spec text: 422 on `username` when a company already has a user with that username. */
  usernameTaken: (username: string) => `Username ${username} is already taken`,
  /** Not a spec text: 422 on a text field longer than its limit (constants TEXT_MAX). */
  tooLong: (max: number) => `At most ${max} characters`,

  // Notices (section 8)
  loginSuccessful: 'Login Successful',
  welcome: 'Welcome to Atoll',
  companyCreated,
  accountActivated: 'Account Activated!',
  successfullyUpdated: 'Successfully Updated',
  manualRoomsUpdated: 'Manual Room Numbers Updated',
  passwordChanged: 'Password changed',
  passwordChangedFor: (name: string) => `Password successfully changed for user ${name}`,
  pmsCheckoutCleared: 'PMS Checkout Cleared',
  passwordCopied: 'Password copied to clipboard!',
  sessionInvalid,
  confirmationRequired: 'Confirmation Required',
  confirmDefault: 'Confirm?',
  confirmButton: 'Confirm',
  errorToast: (text: string) => `Error: ${text}`,
  renderFailure: 'Something went wrong. Our team has been notified.',
  pageNotFound: 'Page Not Found',
  loading,
  serverUnreachable,
  noPmsIntegrations: 'You have no PMS Integrations Configured. Please contact support.',
  deleteConfirmTitle: 'Are you sure delete this?',
  deleteConfirmBody: 'This action cannot be reversed.',
  retry: 'Retry',
  inactive: 'Inactive',
} as const;

/** `'REF-' + reference`, as error cards show it. */
export const formatReference = (reference: string) => `REF-${reference}`;
