// Development only: the standalone page's entry, behind an async boundary like the shell's.
import('./bootstrap');
