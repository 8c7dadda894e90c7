import { catalogProblems, frenchTypographyProblems } from '../testing';
import { suiteNavTexts } from './nav-texts';
import { suiteNavTextsFr } from './nav-texts.fr';
import {
  moduleScreens,
  routeBase,
  SUITES,
  suiteModules,
  suiteNavigation,
  suiteScreens,
} from './registry.mjs';
import { EXAMPLE_SUITE_NAME } from './testing.mjs';

/** The values that appear more than once. */
function repeated(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const modules = suiteModules();
const labels: Readonly<Record<string, string>> = suiteNavTexts;

describe('the registry of suites', () => {
  it('names each suite once, in lowercase letters and digits (a remote name and mfe-<name>)', () => {
    const names = SUITES.map(({ name }) => name);
    expect(names.filter((name) => !/^[a-z][a-z0-9]*$/.test(name))).toEqual([]);
    expect(repeated(names)).toEqual([]);
    expect(
      names,
      `the tests add a suite named ${EXAMPLE_SUITE_NAME}: name this one otherwise`,
    ).not.toContain(EXAMPLE_SUITE_NAME);
  });

  it('gives each suite a dev port of its own, none the shell’s (3000)', () => {
    const ports = SUITES.map(({ port }) => port);
    expect(repeated(ports)).toEqual([]);
    expect(ports).not.toContain(3000);
  });

  it('gives each module a route no other module’s route overlaps', () => {
    const bases = modules.map(({ module }) => routeBase(module));
    expect(repeated(bases)).toEqual([]);
    const nested = bases.filter((base) => bases.some((other) => base.startsWith(`${other}/`)));
    expect(nested).toEqual([]);
    // A module with screens below its route must take the routes below it ('prefix/*').
    const unreachable = modules
      .filter(({ module }) => moduleScreens(module).some((screen) => screen !== routeBase(module)))
      .filter(({ module }) => !module.route.endsWith('/*'))
      .map(({ id }) => id);
    expect(unreachable).toEqual([]);
  });

  it('exposes each module once per suite', () => {
    for (const suite of SUITES) {
      expect(repeated(suite.modules.map(({ name }) => name))).toEqual([]);
    }
  });

  it('places each navigation entry once, with a label in English and in French', () => {
    const entries = modules.flatMap(({ module }) => (module.nav ? [module.nav] : []));
    expect(repeated(entries.map(({ key }) => key))).toEqual([]);
    expect(repeated(entries.map(({ position }) => position))).toEqual([]);
    expect(
      entries.map(({ key }) => key).sort(),
      'a navigation key without its label in nav-texts.ts, or a label no entry uses',
    ).toEqual(Object.keys(suiteNavTexts).sort());
    expect(catalogProblems(suiteNavTexts, suiteNavTextsFr)).toEqual([]);
    expect(frenchTypographyProblems(suiteNavTextsFr)).toEqual([]);
  });

  it('lists the spec’s ten entries in the spec’s order, each opening its first screen', () => {
    const spec = [
      ['Personal Information', '/app/edit-personal-info/personal'],
      ['Credit Report Suite', '/app/credit-report-suite'],
      ['My Generated Letters', '/app/my-generated-letters'],
      ['Banking Information', '/app/edit-account-info'],
      ['Credit Repair Suite', '/app/credit-repair-suite'],
      ['Debt Settlement Suite', '/app/debt-settlement-suite'],
      ['Budget Suite', '/app/budget-suite'],
      ['Financial Suite', '/app/financial-suite'],
      ['Live Chat', '/app/live-chat'],
      ['Identity Lock', '/app/identity-lock'],
    ];
    const shown = suiteNavigation().map(({ key, to }) => [labels[key], to]);
    // The suites added since stand where their positions put them, among these.
    expect(shown.filter(([label]) => spec.some(([name]) => name === label))).toEqual(spec);
  });

  it('lists every screen once, each below /app', () => {
    const screens = suiteScreens();
    expect(repeated(screens)).toEqual([]);
    expect(screens.filter((screen) => !screen.startsWith('/app/'))).toEqual([]);
    expect(screens).toContain('/app/credit-repair-suite/consumer-statement');
  });
});
