import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_PAPER, TEMPLATE_PDF_FARMS } from '@aquarisk/contract/constants';
import { PageFooter } from './page-footer.tsx';
import { page } from './page-style.ts';
import type { TemplateForm } from './template-form.ts';
import { byOrdinal, SectionForm } from './template-section-form.tsx';

const styles = StyleSheet.create({
  brand: { fontSize: 8, letterSpacing: 1.5, color: '#0b3954', fontWeight: 'bold', marginBottom: 4 },
  fill: { flexDirection: 'row', marginTop: 8 },
  fillLabel: { width: 70, color: '#5c6b7a' },
  fillLine: { flex: 1, borderBottomWidth: 0.75, borderBottomColor: '#8a98a6' },
});

function TitleBlock({ name, farms }: { name: string; farms: readonly string[] }) {
  const fillIn = farms.length ? farms.map((f) => `Farm ${f}`) : ['Farm'];
  return (
    <View style={{ marginBottom: 16 }}>
      <Text style={styles.brand}>AQUARISK · AUDIT FORM{farms.length ? ` · FARMS ${farms[0]} TO ${farms.at(-1)}` : ''}</Text>
      <Text style={page.h1}>{name}</Text>
      {[...fillIn, 'Auditor', 'Date'].map((label) => (
        <View key={label} style={styles.fill}>
          <Text style={styles.fillLabel}>{label}</Text>
          <View style={styles.fillLine} />
        </View>
      ))}
    </View>
  );
}

/**
 * A blank, printable form of a template (docs/requirements.md#results "PDF documents"): A4, 'Page x of y', a page run per section (React
 * PDF lays out each run alone, so long templates render in linear time); with farms > 1, answer lines for farms A to D.
 */
export function TemplateFormDocument({ template, farms }: { template: TemplateForm; farms: number }) {
  const farmLetters = farms > 1 ? TEMPLATE_PDF_FARMS.slice(0, farms) : [];
  const sections = byOrdinal(template.sections);
  return (
    <Document title={`Aquarisk form: ${template.name}`} author="Aquarisk" language="en">
      {(sections.length ? sections : [null]).map((section, i) => (
        <Page key={section?.id ?? 0} size={PDF_PAPER} style={page.page}>
          {i === 0 ? <TitleBlock name={template.name} farms={farmLetters} /> : null}
          {section ? <SectionForm section={section} farms={farmLetters} /> : null}
          <PageFooter label={template.name} />
        </Page>
      ))}
    </Document>
  );
}
