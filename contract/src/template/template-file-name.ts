/** A template's download name: its name with anything but letters, digits, '.', '_' and '-' as '-' (Content-Disposition safe). */
export const templateFileName = (name: string, extension: 'json' | 'csv') => `${name.replace(/[^\w.-]+/g, '-')}.${extension}`;
