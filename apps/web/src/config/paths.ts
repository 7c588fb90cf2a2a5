/** Every route path of the web app; screens link through these, never through string literals. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerWithReferral: '/register/:slug',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;
