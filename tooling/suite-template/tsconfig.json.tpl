{
  "extends": "../tsconfig.base.json",
  "compilerOptions": {
    "types": ["vitest/globals"]
  },
  // The shared test setup brings the jest-dom matchers' types, as it brings the matchers.
  "include": ["src", "../types", "../shared/src/testing/setup.ts"]
}
