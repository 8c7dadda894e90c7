// This suite's test setup, after the shared one: the machine running the tests is small and
// shared, so waiting for the page (findBy*, waitFor) gets more time than the 1 s default.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
