import type { AuthMode } from './auth-modal-context.tsx';

export type AuthView = AuthMode | 'forgot';

export const authModalTitles: Record<AuthView, string> = {
  signin: 'Sign In',
  signup: 'Create an Account',
  forgot: 'Reset your password',
};

export const authModalDescriptions: Record<AuthView, string> = {
  signin: 'Welcome back. Sign in to your surveys and results.',
  signup: 'Start building surveys people actually finish.',
  forgot: "Enter your account's email and we'll send you a link to choose a new password.",
};
