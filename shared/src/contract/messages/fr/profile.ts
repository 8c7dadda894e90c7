import type { Translation } from '../../../i18n/catalog';
import type { profileTexts } from '../en/profile';

export const profileTextsFr = {
  firstName: 'Veuillez entrer votre prénom.',
  middleName: 'Veuillez entrer votre deuxième prénom.',
  lastName: 'Veuillez entrer votre nom de famille.',
  email: 'Veuillez entrer votre adresse courriel.',
  emailInvalid: 'Veuillez entrer une adresse courriel valide.',
  dateOfBirth: 'Veuillez entrer une date de naissance valide.',
  dateOfBirthFuture:
    'Votre date de naissance ne peut pas être dans le futur. Veuillez vérifier l’année.',
  dateOfBirthUnderAge: 'Vous devez avoir 18 ans ou plus pour utiliser ce service.',
  phone: 'Veuillez entrer votre numéro de téléphone.',
  currentAddress: 'Veuillez entrer votre adresse actuelle.',
  currentCity: 'Veuillez entrer votre ville actuelle.',
  currentRentOrMortgage: 'Veuillez entrer le coût actuel de votre loyer ou de votre hypothèque.',
  currentPostalCode: 'Veuillez entrer votre code postal actuel.',
  occupation: 'Veuillez entrer votre profession actuelle.',
  employerName: 'Veuillez entrer le nom de votre employeur.',
  employerAddress: 'Veuillez entrer l’adresse de votre employeur.',
  employerCity: 'Veuillez entrer la ville de votre employeur.',
  employerPostalCode: 'Veuillez entrer le code postal de votre employeur.',
  income: 'Veuillez entrer votre revenu mensuel.',
  workPhone: 'Veuillez entrer votre numéro de téléphone au travail.',
  previousAddressEmpty:
    'Veuillez entrer votre adresse précédente, ou choisir « Identique à l’adresse actuelle ».',
  wholeDollars: 'Veuillez entrer un nombre entier de dollars.',
  date: 'Veuillez entrer une date valide.',
  contribution: 'Veuillez entrer un montant de 0 à 10 000 000, avec au plus 2 décimales.',
  currentAddressTaken: 'Vous avez déjà une adresse actuelle ; veuillez plutôt la modifier.',
  previousAddressTaken: 'Vous avez déjà une adresse précédente ; veuillez plutôt la modifier.',
  primaryIdentificationTaken:
    'Vous avez déjà une pièce d’identité principale ; veuillez plutôt la modifier.',
  secondaryIdentificationTaken:
    'Vous avez déjà une pièce d’identité secondaire ; veuillez plutôt la modifier.',
} satisfies Translation<typeof profileTexts>;
