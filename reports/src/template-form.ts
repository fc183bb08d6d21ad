import type { FormQuestion } from './form-fields.tsx';

/** What a template form needs of a template (the admin API's template and the stored one both have it). */
export interface TemplateForm {
  name: string;
  sections: readonly {
    id: number;
    name: string;
    title?: string | null;
    ordinal: number;
    steps: readonly {
      id: number;
      title: string;
      description?: string | null;
      ordinal: number;
      questions: readonly (FormQuestion & { id: number; text: string; ordinal: number })[];
    }[];
  }[];
}
