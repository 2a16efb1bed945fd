import { ThemeScope } from '../components/ThemeProvider';
import { breakpoints, layout, themeNamed, themes, timing, type ThemeTokens } from '../themes';
import * as css from './TokenGallery.css';

type SurfaceGroup = 'surface' | 'header' | 'headerDark' | 'footer';

const surfaceGroups: ReadonlyArray<{ key: SurfaceGroup; title: string }> = [
  { key: 'surface', title: 'Page surface' },
  { key: 'header', title: 'Header' },
  { key: 'headerDark', title: 'Dark header' },
  { key: 'footer', title: 'Footer' },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={css.section}>
      <h3 className={css.heading}>{title}</h3>
      {children}
    </section>
  );
}

function Row({ visual, name, value }: { visual: React.ReactNode; name: string; value: string }) {
  return (
    <div className={css.row}>
      {visual}
      <span className={css.name}>{name}</span>
      <span className={css.value}>{value}</span>
    </div>
  );
}

function Swatches({ prefix, colours }: { prefix: string; colours: Record<string, string> }) {
  return (
    <>
      {Object.entries(colours).map(([key, colour]) => (
        <Row
          key={key}
          name={`${prefix}.${key}`}
          value={colour}
          visual={
            <span
              className={css.swatch}
              style={{ background: colour }}
              data-token={`${prefix}.${key}`}
            />
          }
        />
      ))}
    </>
  );
}

/** A small piece of page painted with one surface group's values: how it reads, at a glance. */
function SurfacePreview({ surface }: { surface: ThemeTokens['surface'] }) {
  return (
    <div
      className={css.surfacePreview}
      style={{ background: surface.background, color: surface.text, borderColor: surface.border }}
    >
      <strong>Text on background</strong>
      <span style={{ color: surface.textMuted }}>Muted text</span>
      <span style={{ color: surface.link, textDecoration: 'underline' }}>Link</span>
      <span
        style={{
          background: surface.accent,
          color: surface.onAccent,
          padding: '0.25rem 0.75rem',
          justifySelf: 'start',
          outline: `2px solid ${surface.focus}`,
          outlineOffset: 2,
        }}
      >
        Action with focus ring
      </span>
    </div>
  );
}

function ChannelTokens({ themeName }: { themeName: string }) {
  const theme = themeNamed(themeName);
  const t = theme.tokens;
  return (
    <ThemeScope
      theme={themeName}
      className={css.column}
      aria-label={`${theme.label} tokens`}
      role="region"
    >
      <h2 style={{ marginTop: 0 }}>{theme.label}</h2>

      <Section title="Colour roles">
        <Swatches prefix="color" colours={t.color} />
      </Section>

      {surfaceGroups.map((group) => (
        <Section key={group.key} title={group.title}>
          <SurfacePreview surface={t[group.key]} />
          <Swatches prefix={group.key} colours={t[group.key]} />
        </Section>
      ))}

      <Section title="Spacing">
        {Object.entries(t.space).map(([key, size]) => (
          <Row
            key={key}
            name={`space.${key}`}
            value={size}
            visual={<span className={css.bar} style={{ width: size }} />}
          />
        ))}
      </Section>

      <Section title="Radii">
        {Object.entries(t.radius).map(([key, radius]) => (
          <Row
            key={key}
            name={`radius.${key}`}
            value={radius}
            visual={<span className={css.box} style={{ borderRadius: radius }} />}
          />
        ))}
      </Section>

      <Section title="Type scale">
        {Object.entries(t.font.size).map(([key, size]) => (
          <Row
            key={key}
            name={`font.size.${key}`}
            value={size}
            visual={<span style={{ fontSize: size, lineHeight: 1 }}>Aa</span>}
          />
        ))}
        {Object.entries(t.font.weight).map(([key, weight]) => (
          <Row
            key={key}
            name={`font.weight.${key}`}
            value={weight}
            visual={<span style={{ fontWeight: Number(weight) }}>Aa</span>}
          />
        ))}
        {Object.entries(t.font.lineHeight).map(([key, lineHeight]) => (
          <Row
            key={key}
            name={`font.lineHeight.${key}`}
            value={lineHeight}
            visual={<span>↕</span>}
          />
        ))}
        <Row name="font.family" value={t.font.family} visual={<span>Aa</span>} />
      </Section>

      <Section title="Shadows">
        {Object.entries(t.shadow).map(([key, shadow]) => (
          <Row
            key={key}
            name={`shadow.${key}`}
            value={shadow}
            visual={
              <span
                className={css.box}
                style={{ boxShadow: shadow, background: t.surface.raised }}
              />
            }
          />
        ))}
      </Section>

      <Section title="Motion">
        {Object.entries(t.motion).map(([key, motion]) => (
          <Row key={key} name={`motion.${key}`} value={motion} visual={<span>⏱</span>} />
        ))}
      </Section>

      <Section title="Z-index">
        {Object.entries(t.zIndex).map(([key, z]) => (
          <Row key={key} name={`zIndex.${key}`} value={z} visual={<span>▤</span>} />
        ))}
      </Section>

      <Section title="Layout, controls, borders and sizes">
        {(['layout', 'control', 'border', 'size'] as const).flatMap((group) =>
          Object.entries(t[group]).map(([key, size]) => (
            <Row
              key={`${group}.${key}`}
              name={`${group}.${key}`}
              value={size}
              visual={<span>↔</span>}
            />
          )),
        )}
      </Section>
    </ThemeScope>
  );
}

/** The spec's constants that JavaScript reads as numbers; the same for every channel. */
function Constants() {
  const entries: Array<[string, string]> = [
    ...Object.entries(breakpoints).map(([key, px]): [string, string] => [
      `breakpoints.${key}`,
      `${px}px`,
    ]),
    ['layout.headerHeight', `${layout.headerHeight.mobile}px / ${layout.headerHeight.desktop}px`],
    ['layout.topBarHeight', `${layout.topBarHeight.mobile}px / ${layout.topBarHeight.desktop}px`],
    [
      'layout.containerMaxWidth',
      `${layout.containerMaxWidth.default}px / ${layout.containerMaxWidth.narrow}px`,
    ],
    ['layout.logo', `${layout.logo.width}×${layout.logo.height}`],
    ['layout.search', `${layout.search.inputWidth}px / ${layout.search.suggestionsHeight}px`],
    ...Object.entries(timing).map(([key, ms]): [string, string] => [`timing.${key}`, `${ms} ms`]),
  ];
  return (
    <Section title="Spec constants (shared)">
      {entries.map(([key, value]) => (
        <Row key={key} name={key} value={value} visual={<span>•</span>} />
      ))}
    </Section>
  );
}

/** Every token of every channel, side by side, for designers. */
export function TokenGallery() {
  return (
    <div>
      <Constants />
      <div className={css.columns}>
        {Object.values(themes).map((theme) => (
          <ChannelTokens key={theme.name} themeName={theme.name} />
        ))}
      </div>
    </div>
  );
}
