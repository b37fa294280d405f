import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@tdx/ui/scheduling';

/**
 * Starts each step of an area's start in a task of its own: a container's initialisation (it
 * registers every module the remote shares) and each shared module a remote takes. Once an area's
 * files are in, the runtime otherwise runs them all as one chain of promise callbacks, one long task
 * (~25 ms of main thread here, four times that on Lighthouse's phone). Registered for every
 * federation instance: each remote's container runs its own.
 */
export const stepsInOwnTasks: ModuleFederationRuntimePlugin = {
  name: 'tdx-steps-in-own-tasks',
  async beforeInitContainer(args) {
    await yieldToMain();
    return args;
  },
  async beforeLoadShare(args) {
    await yieldToMain();
    return args;
  },
};
