import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AddressRecord } from 'shared/contract';
import { signedIn } from 'shared/session';
import { createTestStore } from '../testing/store';
import { knownProvince, useConsumerProvince } from './consumer-province';

const server = setupServer();
const url = (path: string) => `${window.location.origin}/api/v1${path}`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function address(fields: Partial<AddressRecord>): Partial<AddressRecord> {
  return { id: 'a1', is_previous: false, province_id: 8, postal_code: 'M5V 2T6', ...fields };
}

function serveAddresses(answer: () => Response) {
  server.use(http.get(url('/address'), answer));
}

function renderProvince() {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useConsumerProvince(), { wrapper });
}

describe('useConsumerProvince', () => {
  it('is unknown while the address loads, then the current address’s province', async () => {
    serveAddresses(() =>
      HttpResponse.json([
        address({ id: 'old', is_previous: true, province_id: 10, postal_code: 'H3G 1P1' }),
        address({}),
      ]),
    );
    const { result } = renderProvince();
    expect(result.current).toEqual({ status: 'unknown' });
    await waitFor(() => expect(result.current).toEqual({ status: 'known', code: 'ON' }));
  });

  it('follows the postal code where it and the province disagree, as the letters do', async () => {
    // The select says Alberta (its default); the postal code is a Québec one.
    serveAddresses(() => HttpResponse.json([address({ province_id: 0, postal_code: 'G1R 4P5' })]));
    const { result } = renderProvince();
    await waitFor(() => expect(result.current).toEqual({ status: 'known', code: 'QC' }));
  });

  it('is missing when only a previous address is on file', async () => {
    serveAddresses(() => HttpResponse.json([address({ is_previous: true })]));
    const { result } = renderProvince();
    await waitFor(() => expect(result.current).toEqual({ status: 'missing' }));
    expect(knownProvince(result.current)).toBeNull();
  });

  it('stays unknown, never missing, when the address cannot be read', async () => {
    let asked = 0;
    serveAddresses(() => {
      asked += 1;
      return HttpResponse.json({ code: -1, msg: 'boom' }, { status: 500 });
    });
    const { result } = renderProvince();
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ status: 'unknown' });
  });
});
