import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * Stored rich text (sanitised HTML: paragraphs, headings, lists, bold, italic, links) as PDF text: read as text
 * with its structure, never as raw markup.
 */
const styles = StyleSheet.create({
  block: { marginBottom: 3 },
  heading: { fontWeight: 'bold', fontSize: 10.5, marginTop: 3, marginBottom: 2 },
  item: { flexDirection: 'row', marginBottom: 1 },
  marker: { width: 14 },
  itemBody: { flex: 1 },
  quote: { marginLeft: 8, paddingLeft: 6, borderLeftWidth: 2, borderLeftColor: '#d5dde5' },
});

const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr']);

const isElement = (n: ChildNode): n is Element => isTag(n);
const isBlock = (n: ChildNode) => isElement(n) && BLOCKS.has(n.name);

function inline(nodes: ChildNode[], key: string): ReactNode[] {
  return nodes.map((n, i) => {
    const k = `${key}.${i}`;
    if (isText(n)) return n.data.replace(/\s+/g, ' ');
    if (!isElement(n)) return null;
    if (n.name === 'br') return '\n';
    const children = inline(n.children, k);
    if (n.name === 'strong' || n.name === 'b')
      return (
        <Text key={k} style={{ fontWeight: 'bold' }}>
          {children}
        </Text>
      );
    if (n.name === 'em' || n.name === 'i')
      return (
        <Text key={k} style={{ fontStyle: 'italic' }}>
          {children}
        </Text>
      );
    if (n.name === 'u')
      return (
        <Text key={k} style={{ textDecoration: 'underline' }}>
          {children}
        </Text>
      );
    if (n.name === 's')
      return (
        <Text key={k} style={{ textDecoration: 'line-through' }}>
          {children}
        </Text>
      );
    return <Text key={k}>{children}</Text>;
  });
}

const hasText = (nodes: ChildNode[]): boolean =>
  nodes.some((n) => (isText(n) ? n.data.trim() !== '' : isElement(n) && (n.name === 'br' || hasText(n.children))));

function listItems(list: Element, key: string): ReactNode[] {
  return list.children.filter(isElement).map((li, i) => (
    <View key={`${key}.${i}`} style={styles.item} wrap={false}>
      <Text style={styles.marker}>{list.name === 'ol' ? `${i + 1}.` : '•'}</Text>
      <View style={styles.itemBody}>{blocks(li.children, `${key}.${i}`)}</View>
    </View>
  ));
}

function block(n: Element, key: string): ReactNode {
  if (/^h[1-6]$/.test(n.name))
    return (
      <Text key={key} style={styles.heading} minPresenceAhead={20}>
        {inline(n.children, key)}
      </Text>
    );
  if (n.name === 'ul' || n.name === 'ol') return <View key={key}>{listItems(n, key)}</View>;
  if (n.name === 'blockquote')
    return (
      <View key={key} style={styles.quote}>
        {blocks(n.children, key)}
      </View>
    );
  if (n.name === 'hr') return <View key={key} style={{ borderBottomWidth: 0.5, marginVertical: 3 }} />;
  if (n.children.some(isBlock)) return <View key={key}>{blocks(n.children, key)}</View>;
  return hasText(n.children) ? (
    <Text key={key} style={styles.block}>
      {inline(n.children, key)}
    </Text>
  ) : null;
}

/** Runs of inline content become one paragraph; block elements render as themselves. */
function blocks(nodes: ChildNode[], key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    if (hasText(run))
      out.push(
        <Text key={`${key}.r${out.length}`} style={styles.block}>
          {inline(run, `${key}.r${out.length}`)}
        </Text>,
      );
    run = [];
  };
  nodes.forEach((n, i) => {
    // a line break ends the paragraph line: a '\n' inside a Text would be set in the unembedded Helvetica
    if (isElement(n) && n.name === 'br') flush();
    else if (isBlock(n)) {
      flush();
      out.push(block(n as Element, `${key}.${i}`));
    } else run.push(n);
  });
  flush();
  return out;
}

export function RichText({ html }: { html: string }) {
  return <View>{blocks(parseDocument(html, { decodeEntities: true }).children, 'rt')}</View>;
}
