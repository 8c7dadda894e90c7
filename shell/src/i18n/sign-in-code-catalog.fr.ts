import type { Translation } from 'shared/i18n';
import type { signInCodeCatalog } from './sign-in-code-catalog';

export const signInCodeCatalogFr = {
  heading: 'Validation en deux étapes',
  intro: 'Entrez le code à 6\u00a0chiffres de votre application d’authentification.',
  codeLabel: 'Code à 6\u00a0chiffres',
  recoveryIntro:
    'Entrez l’un des codes de récupération que vous avez conservés en activant la validation en deux étapes. Chacun ne fonctionne qu’une fois.',
  recoveryLabel: 'Code de récupération',
  useRecovery: 'Utiliser plutôt un code de récupération',
  useApp: 'Utiliser plutôt le code de mon application',
  submit: 'Vérifier et me connecter',
  restart: 'Retour à la connexion',
} satisfies Translation<typeof signInCodeCatalog>;
