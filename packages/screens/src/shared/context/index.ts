export { TenantProvider, useTenant } from './tenant-context';
export type { ScreensTenant } from './screens-tenant';
export { useGoBack } from './use-go-back';
export { useTenantLabel } from './use-tenant-label';
export { loginReturn, readLoginReturn, type LoginReturn } from './login-return';
export { StepUpProvider } from '../second-factor/step-up';
