import { expect, type Locator, type Page } from '@playwright/test';

/** Values as a user types and picks them (select values by their visible label). */
export interface PersonalEntry {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  /** Typed as a Canadian number ('6135550142'); shown formatted. */
  phone: string;
  cellPhone: string;
  dateOfBirth: string;
  gender: string;
  citizenship: string;
}

export interface AddressEntry {
  lineOne: string;
  lineTwo: string;
  city: string;
  postalCode: string;
  province: string;
}

export interface CurrentAddressEntry extends AddressEntry {
  rentOrMortgageCost: string;
  timeAtAddress: string;
  rentOrOwn: string;
}

export interface EmploymentEntry {
  occupation: string;
  name: string;
  workPhone: string;
  income: string;
  address: string;
  city: string;
  postalCode: string;
  province: string;
  timeAtJob: string;
}

export interface IdentificationEntry {
  type: string;
  number: string;
  place: string;
  expiryDate: string;
}

export interface BankruptcyEntry {
  declared: string;
  times: string;
  dateFiled: string;
  discharge: string;
  contribution: string;
}

/** The selected option's label of a native select. */
async function expectSelected(select: Locator, label: string): Promise<void> {
  await expect(select.locator('option:checked')).toHaveText(label);
}

export class PersonalForm {
  readonly firstName: Locator;
  readonly middleName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly cellPhone: Locator;
  readonly dateOfBirth: Locator;
  readonly gender: Locator;
  readonly citizenship: Locator;
  readonly noMiddleName: Locator;

  constructor(page: Page) {
    this.firstName = page.getByLabel('First Name');
    this.middleName = page.getByLabel('Middle Name', { exact: true });
    this.noMiddleName = page.getByRole('checkbox', { name: 'I have no middle name' });
    this.lastName = page.getByLabel('Last Name');
    this.email = page.getByLabel('Email Address');
    this.phone = page.getByLabel('Phone Number');
    this.cellPhone = page.getByLabel('Cell Phone');
    this.dateOfBirth = page.getByLabel('Date of Birth');
    this.gender = page.getByLabel('Gender');
    this.citizenship = page.getByLabel('Citizenship');
  }

  async fill(entry: PersonalEntry): Promise<void> {
    await this.firstName.fill(entry.firstName);
    await this.middleName.fill(entry.middleName);
    await this.lastName.fill(entry.lastName);
    await this.email.fill(entry.email);
    await this.phone.fill(entry.phone);
    await this.cellPhone.fill(entry.cellPhone);
    await this.dateOfBirth.fill(entry.dateOfBirth);
    await this.gender.selectOption({ label: entry.gender });
    await this.citizenship.selectOption({ label: entry.citizenship });
  }

  /** Phones are compared as shown (formatted), so pass the formatted numbers. */
  async expectValues(entry: PersonalEntry): Promise<void> {
    await expect(this.firstName).toHaveValue(entry.firstName);
    await expect(this.middleName).toHaveValue(entry.middleName);
    await expect(this.lastName).toHaveValue(entry.lastName);
    await expect(this.email).toHaveValue(entry.email);
    await expect(this.phone).toHaveValue(entry.phone);
    await expect(this.cellPhone).toHaveValue(entry.cellPhone);
    await expect(this.dateOfBirth).toHaveValue(entry.dateOfBirth);
    await expectSelected(this.gender, entry.gender);
    await expectSelected(this.citizenship, entry.citizenship);
  }
}

/** The fields both addresses have, inside one address card. */
class AddressFields {
  readonly lineOne: Locator;
  readonly lineTwo: Locator;
  readonly city: Locator;
  readonly postalCode: Locator;
  readonly province: Locator;

  constructor(readonly section: Locator) {
    this.lineOne = section.getByLabel('Address', { exact: true });
    this.lineTwo = section.getByLabel('Address Line 2');
    this.city = section.getByLabel('City');
    this.postalCode = section.getByLabel('Postal Code');
    this.province = section.getByLabel('Province');
  }

  async fillAddress(entry: AddressEntry): Promise<void> {
    await this.lineOne.fill(entry.lineOne);
    await this.lineTwo.fill(entry.lineTwo);
    await this.city.fill(entry.city);
    await this.postalCode.fill(entry.postalCode);
    await this.province.selectOption({ label: entry.province });
  }

  async expectAddress(entry: AddressEntry): Promise<void> {
    await expect(this.lineOne).toHaveValue(entry.lineOne);
    await expect(this.lineTwo).toHaveValue(entry.lineTwo);
    await expect(this.city).toHaveValue(entry.city);
    await expect(this.postalCode).toHaveValue(entry.postalCode);
    await expectSelected(this.province, entry.province);
  }
}

export class CurrentAddressFields extends AddressFields {
  readonly rentOrMortgageCost: Locator;
  readonly timeAtAddress: Locator;
  readonly rentOrOwn: Locator;

  constructor(section: Locator) {
    super(section);
    this.rentOrMortgageCost = section.getByLabel('Monthly Rent or Mortgage Cost');
    this.timeAtAddress = section.getByLabel('Time at Address');
    this.rentOrOwn = section.getByLabel('Rent or Own');
  }

  async fill(entry: CurrentAddressEntry): Promise<void> {
    await this.fillAddress(entry);
    await this.rentOrMortgageCost.fill(entry.rentOrMortgageCost);
    await this.timeAtAddress.selectOption({ label: entry.timeAtAddress });
    await this.rentOrOwn.selectOption({ label: entry.rentOrOwn });
  }

  async expectValues(entry: CurrentAddressEntry): Promise<void> {
    await this.expectAddress(entry);
    await expect(this.rentOrMortgageCost).toHaveValue(entry.rentOrMortgageCost);
    await expectSelected(this.timeAtAddress, entry.timeAtAddress);
    await expectSelected(this.rentOrOwn, entry.rentOrOwn);
  }
}

export class AddressForm {
  readonly current: CurrentAddressFields;
  readonly previous: AddressFields;
  readonly previousSection: Locator;
  readonly previousChoice: Locator;

  constructor(page: Page) {
    this.current = new CurrentAddressFields(page.getByRole('region', { name: 'Current Address' }));
    this.previousSection = page.getByRole('region', { name: 'Previous Address Details' });
    this.previous = new AddressFields(this.previousSection);
    this.previousChoice = page.getByLabel('Previous Address', { exact: true });
  }

  /** 'Same As Current' or 'YES'. */
  async choosePrevious(choice: 'Same As Current' | 'YES'): Promise<void> {
    await this.previousChoice.selectOption({ label: choice });
  }

  async expectPreviousChoice(choice: 'Same As Current' | 'YES'): Promise<void> {
    await expectSelected(this.previousChoice, choice);
  }
}

export class EmploymentForm {
  readonly occupation: Locator;
  readonly name: Locator;
  readonly workPhone: Locator;
  readonly income: Locator;
  readonly address: Locator;
  readonly city: Locator;
  readonly postalCode: Locator;
  readonly province: Locator;
  readonly timeAtJob: Locator;

  constructor(page: Page) {
    this.occupation = page.getByLabel('Occupation');
    this.name = page.getByLabel('Employer Name');
    this.workPhone = page.getByLabel('Work Phone');
    this.income = page.getByLabel('Monthly Income');
    this.address = page.getByLabel('Employer Address');
    this.city = page.getByLabel('City');
    this.postalCode = page.getByLabel('Postal Code');
    this.province = page.getByLabel('Province');
    this.timeAtJob = page.getByLabel('Time at Job');
  }

  async fill(entry: EmploymentEntry): Promise<void> {
    await this.occupation.fill(entry.occupation);
    await this.name.fill(entry.name);
    await this.workPhone.fill(entry.workPhone);
    await this.income.fill(entry.income);
    await this.address.fill(entry.address);
    await this.city.fill(entry.city);
    await this.postalCode.fill(entry.postalCode);
    await this.province.selectOption({ label: entry.province });
    await this.timeAtJob.selectOption({ label: entry.timeAtJob });
  }

  async expectValues(entry: EmploymentEntry): Promise<void> {
    await expect(this.occupation).toHaveValue(entry.occupation);
    await expect(this.name).toHaveValue(entry.name);
    await expect(this.workPhone).toHaveValue(entry.workPhone);
    await expect(this.income).toHaveValue(entry.income);
    await expect(this.address).toHaveValue(entry.address);
    await expect(this.city).toHaveValue(entry.city);
    await expect(this.postalCode).toHaveValue(entry.postalCode);
    await expectSelected(this.province, entry.province);
    await expectSelected(this.timeAtJob, entry.timeAtJob);
  }
}

class IdentificationFields {
  readonly type: Locator;
  readonly number: Locator;
  readonly place: Locator;
  readonly expiryDate: Locator;

  constructor(section: Locator) {
    this.type = section.getByLabel('Type');
    this.number = section.getByLabel('Number');
    this.place = section.getByLabel('Place of Issue');
    this.expiryDate = section.getByLabel('Expiry Date');
  }

  async fill(entry: IdentificationEntry): Promise<void> {
    await this.type.selectOption({ label: entry.type });
    await this.number.fill(entry.number);
    await this.place.fill(entry.place);
    await this.expiryDate.fill(entry.expiryDate);
  }

  async expectValues(entry: IdentificationEntry): Promise<void> {
    await expectSelected(this.type, entry.type);
    await expect(this.number).toHaveValue(entry.number);
    await expect(this.place).toHaveValue(entry.place);
    await expect(this.expiryDate).toHaveValue(entry.expiryDate);
  }
}

export class IdentificationsForm {
  readonly primary: IdentificationFields;
  readonly secondary: IdentificationFields;

  constructor(page: Page) {
    this.primary = new IdentificationFields(
      page.getByRole('region', { name: 'Primary Identification' }),
    );
    this.secondary = new IdentificationFields(
      page.getByRole('region', { name: 'Secondary Identification' }),
    );
  }
}

export class BankruptcyForm {
  readonly declared: Locator;
  readonly times: Locator;
  readonly dateFiled: Locator;
  readonly discharge: Locator;
  readonly contribution: Locator;

  constructor(page: Page) {
    this.declared = page.getByLabel('Have you ever declared bankruptcy?');
    this.times = page.getByLabel('Times');
    this.dateFiled = page.getByLabel('Date Filed');
    this.discharge = page.getByLabel('Discharge Date');
    this.contribution = page.getByLabel('Contribution');
  }

  async fill(entry: BankruptcyEntry): Promise<void> {
    await this.declared.selectOption({ label: entry.declared });
    await this.times.selectOption({ label: entry.times });
    await this.dateFiled.fill(entry.dateFiled);
    await this.discharge.fill(entry.discharge);
    await this.contribution.fill(entry.contribution);
  }

  async expectValues(entry: BankruptcyEntry): Promise<void> {
    await expectSelected(this.declared, entry.declared);
    await expectSelected(this.times, entry.times);
    await expect(this.dateFiled).toHaveValue(entry.dateFiled);
    await expect(this.discharge).toHaveValue(entry.discharge);
    await expect(this.contribution).toHaveValue(entry.contribution);
  }
}

export class PasswordForm {
  readonly current: Locator;
  readonly newPassword: Locator;
  readonly confirm: Locator;

  constructor(page: Page) {
    this.current = page.getByLabel('Current Password');
    this.newPassword = page.getByLabel('New Password', { exact: true });
    this.confirm = page.getByLabel('Confirm New Password');
  }

  async fill(current: string, next: string, confirm = next): Promise<void> {
    await this.current.fill(current);
    await this.newPassword.fill(next);
    await this.confirm.fill(confirm);
  }
}
