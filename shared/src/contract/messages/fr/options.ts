import type { Translation } from '../../../i18n/catalog';
import type { optionTexts } from '../en/options';

export const optionTextsFr = {
  gender: { Male: 'Homme', Female: 'Femme' },
  citizenship: {
    'Canadian Citizen': 'Citoyenne ou citoyen canadien',
    'Permanent Resident': 'Résidente ou résident permanent',
    'Landed Immigrant': 'Immigrante ou immigrant reçu',
    'Foreign Citizen': 'Citoyenne ou citoyen d’un autre pays',
  },
  identificationType: {
    '0': 'Permis de conduire',
    '1': 'Carte d’identité provinciale',
    '2': 'Carte d’assurance maladie',
    '3': 'Passeport',
    '4': 'Certificat sécurisé de statut d’Indien',
    '5': 'Carte de résident permanent',
    '6': 'Carte d’assurance sociale',
    '7': 'Certificat de naissance canadien',
    '8': 'Carte d’identité du Service correctionnel du Canada',
    '9': 'Carte de crédit',
    '10': 'Institut national canadien pour les aveugles (INCA)',
    '11': 'Autre',
  },
  bankruptcyTimes: { '0': 'Aucune', '1': 'Une fois', '2': 'Deux fois', '3': 'Trois fois ou plus' },
  timeAt: {
    '0': 'Moins d’un an',
    '11': 'Plus de 10 ans',
  },
  province: {
    AB: 'Alberta',
    BC: 'Colombie-Britannique',
    MB: 'Manitoba',
    NB: 'Nouveau-Brunswick',
    NL: 'Terre-Neuve-et-Labrador',
    NT: 'Territoires du Nord-Ouest',
    NS: 'Nouvelle-Écosse',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Île-du-Prince-Édouard',
    QC: 'Québec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
  agency: { '1': 'Équifax', '2': 'TransUnion' },
} satisfies Translation<typeof optionTexts>;
