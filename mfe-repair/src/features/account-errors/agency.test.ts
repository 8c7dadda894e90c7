import { agencyAddress } from './agency';

describe('agencyAddress', () => {
  it('fills Equifax (agency 1) from the bureau reference data, without its unconfirmed fax', () => {
    expect(agencyAddress('Equifax')).toEqual({
      cra_name: 'Equifax Canada Co.',
      cra_street_address: 'National Consumer Relations, Box 190',
      cra_city: 'Montréal',
      cra_province: 'Quebec',
      cra_postal_code: 'H1S 2Z2',
      cra_fax: '',
    });
  });

  it('fills TransUnion (agency 2) and leaves the fax empty: it publishes none', () => {
    expect(agencyAddress('TransUnion')).toEqual({
      cra_name: 'TransUnion Canada',
      cra_street_address: '3115 Harvester Road, Suite 201',
      cra_city: 'Burlington',
      cra_province: 'Ontario',
      cra_postal_code: 'L7N 3N8',
      cra_fax: '',
    });
  });
});
