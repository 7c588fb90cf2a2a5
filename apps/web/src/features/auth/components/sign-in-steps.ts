/**
 * What can follow the sign-in page's first screen, in one chunk downloaded on demand
 * (docs/decisions/008-bundle-budget.md): the code step of two-step sign-in and the passkey
 * ceremony. One chunk, not two, keeps the page's list of chunks to preload shorter.
 */
export { signInWithPasskey } from '../api/sign-in-with-passkey.ts';
export { SignInCodeStep } from './sign-in-code-step.tsx';
