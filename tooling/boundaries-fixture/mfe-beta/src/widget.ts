export const widget = 'beta';
