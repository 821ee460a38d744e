/**
 * Texts of the sign-in page (owner-console.md §2.2 and §4: email Login / Create; demo accounts in demo mode).
 */
export const LOGIN_TEXTS = {
  title: 'Log in to Multiverse',
  tabs: 'Log in or create an account',
  loginTab: 'Login',
  createTab: 'Create',
  email: 'Email',
  password: 'Password',
  nickname: 'Nickname (optional)',
  submitLogin: 'Login',
  submitCreate: 'Create account',
  emailInvalid: 'Enter an email address such as name@example.com.',
  passwordTooShort: 'Passwords have at least 8 characters.',
  nicknameInvalid: 'Use only letters, digits, spaces and apostrophes.',
  google: 'Continue with Google',
  auth0Login: 'Log in with email',
  auth0Create: 'Create an account',
  demoTitle: 'Demo accounts',
  demoPassword: (password: string) =>
    `Every demo account uses the password ${password}. Choose one to fill in the form.`,
  demoAccount: (email: string, role: string) => `${email} (${role})`,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
