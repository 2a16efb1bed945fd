export { accountFrames, ForgotPasswordForm, LoginForm, RegisterForm } from './AuthForms';
export type { AccountFrame, AuthFormProps, SessionFormProps } from './AuthForms';
