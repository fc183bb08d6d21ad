import { StyleSheet, Text, View } from '@react-pdf/renderer';

const styles = StyleSheet.create({
  footer: {
    position: 'absolute',
    bottom: 30,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: '#5c6b7a',
    borderTopWidth: 0.5,
    borderTopColor: '#d5dde5',
    paddingTop: 4,
  },
});

/** 'Page x of y' on every page, with the document's label on the left. */
export function PageFooter({ label }: { label: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{label}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
