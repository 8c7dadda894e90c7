import { isPersonalInfoComplete } from 'shared/contract';
import type { Db } from '../db/database';
import type { LetterPersonalData } from '../letters';
import { listAddresses } from '../profile/addresses';
import { listContacts } from '../profile/contacts';

/** The consumer's data for a letter, or why there is none to print. */
export type PersonalDataResult =
  | { complete: true; personal: LetterPersonalData }
  | { complete: false };

/**
 * Reads the profile a letter prints: the first contact, the current address and the previous
 * one when it has anything in it. Incomplete (decisions.md section 3) without a contact holding a
 * first name, a last name and a date of birth, or without a current address.
 */
export async function loadLetterPersonalData(db: Db, userId: string): Promise<PersonalDataResult> {
  const [contacts, addresses] = await Promise.all([
    listContacts(db, userId),
    listAddresses(db, userId),
  ]);
  const contact = contacts[0];
  const current = addresses.find((address) => !address.is_previous);
  if (!contact || !current || !isPersonalInfoComplete({ contacts, addresses })) {
    return { complete: false };
  }
  const previous = addresses.find((address) => address.is_previous);
  return {
    complete: true,
    personal: {
      contact: {
        first_name: contact.first_name,
        middle_name: contact.middle_name,
        last_name: contact.last_name,
        date_of_birth: contact.date_of_birth,
        home_phone: contact.home_phone,
        cell_phone: contact.cell_phone,
        email: contact.email,
      },
      currentAddress: addressFields(current),
      previousAddress: previous ? addressFields(previous) : null,
    },
  };
}

function addressFields(address: {
  address_line_one: string;
  address_line_two: string;
  city: string;
  province_id: number;
  postal_code: string;
}): LetterPersonalData['currentAddress'] {
  return {
    address_line_one: address.address_line_one,
    address_line_two: address.address_line_two,
    city: address.city,
    province_id: address.province_id,
    postal_code: address.postal_code,
  };
}
