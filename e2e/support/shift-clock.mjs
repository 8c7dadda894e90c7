// Test-only preload for the dispute tracker's end-to-end journey (tests/dispute-tracker.spec.ts):
//   node --import ./e2e/support/shift-clock.mjs api/dist/server.js
// The API dates a letter with its own clock and refuses a sent date before the letter's request
// date, so a letter "sent a month ago" needs a server that believes it is a month earlier when
// the letter is made. With E2E_CLOCK_SHIFT_DAYS set (negative goes back), Date.now() and
// `new Date()` read the real time moved by that many days; everything else is unchanged and the
// API's production code carries no test hook. Without the variable this file does nothing.
//
// A Proxy rather than a subclass: `Date()` called as a function keeps working, and `instanceof
// Date` stays true for the dates Node's own modules make with the original constructor.

const raw = process.env.E2E_CLOCK_SHIFT_DAYS;

if (raw !== undefined && raw.trim() !== '') {
  const days = Number(raw);
  if (!Number.isInteger(days)) {
    throw new Error(`E2E_CLOCK_SHIFT_DAYS must be a whole number of days, not "${raw}".`);
  }
  const RealDate = globalThis.Date;
  const offsetMs = days * 86_400_000;
  const shiftedNow = () => RealDate.now() + offsetMs;

  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget);
    },
    apply() {
      return new RealDate(shiftedNow()).toString();
    },
    get(target, property, receiver) {
      if (property === 'now') return shiftedNow;
      return Reflect.get(target, property, receiver);
    },
  });
}
