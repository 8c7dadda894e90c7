export const contractValue = 'contract';
