/**
 * The bench page's script (payoff.mjs bundles it as the apps' production builds are bundled, and
 * runs it in Chromium): the payoff plan's case, timed on the page's main thread, as the payoff
 * page computes it.
 */
import { timePayoffPlan } from './payoff-plan-case';

declare global {
  // Called by the bench through page.evaluate.
  var timePayoffPlanInPage: typeof timePayoffPlan;
}

globalThis.timePayoffPlanInPage = timePayoffPlan;
