/** What the Account tab gives each of its sections: the id its contents link to. */
export interface AccountSectionProps {
  id: string;
}
