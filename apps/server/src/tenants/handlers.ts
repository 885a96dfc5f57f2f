import type { Handlers } from '../http/call-context';

export const tenantHandlers: Handlers = {
  async tenantConfig(_input, { tenant }) {
    return tenant.config;
  },
};
