import type { ReactNode } from 'react';
import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Logo } from '../../../components/layout/logo.tsx';
import { IconCheck } from '../../../components/icons.tsx';
import classes from './auth-layout.module.css';

const highlights = [
  'Aerial and sub-sea assessments of every farm site',
  'Risk scores across five categories, from fish health to governance',
  'An action center where farm managers answer each risk exposure',
];

/** Frame of the signed-out forms: brand panel on wide screens, the form card beside it. */
export function AuthLayout({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.root}>
      <aside className={classes.brand} aria-label="About Aquarisk">
        <Logo />
        <Stack gap="lg" maw={440} style={{ position: 'relative' }}>
          <Title order={2} c="white" fz={34} lh={1.15}>
            Risk intelligence for aquaculture
          </Title>
          <List
            spacing="sm"
            c="rgba(255,255,255,0.82)"
            icon={
              <ThemeIcon color="lagoon" radius="xl" size={22}>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {highlights.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
          </List>
        </Stack>
        <Text size="xs" c="rgba(255,255,255,0.55)" style={{ position: 'relative' }}>
          Fish, shellfish and seaweed farms, audited from above and below the surface.
        </Text>
        <svg className={classes.waves} aria-hidden="true" viewBox="0 0 600 160" preserveAspectRatio="none" height="160" width="100%">
          <path d="M0 80c75-40 150-40 225 0s150 40 225 0 112-30 150-20v100H0Z" fill="#14c0ad" opacity="0.35" />
          <path d="M0 110c75-30 150-30 225 0s150 30 225 0 112-22 150-15v65H0Z" fill="#2b81df" opacity="0.35" />
        </svg>
      </aside>
      <main className={classes.formSide}>
        <div className={classes.mobileLogo}>
          <Logo inverted={false} />
        </div>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={26} c="navy.9">
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Paper>
      </main>
    </div>
  );
}
