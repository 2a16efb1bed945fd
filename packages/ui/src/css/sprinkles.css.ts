import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css';
import { minWidth } from '../themes/constants';

const space = vars.space;

/** Layout atoms that change with the spec's breakpoints: `padding={{ mobile: 's', laptop: 'l' }}`. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': minWidth.tablet },
    laptop: { '@media': minWidth.laptop },
    desktop: { '@media': minWidth.desktop },
    desktopBig: { '@media': minWidth.desktopBig },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'laptop', 'desktop', 'desktopBig'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colour atoms: only the roles of the current surface and the feedback colours. */
const colourProperties = defineProperties({
  properties: {
    color: {
      text: vars.surface.text,
      textMuted: vars.surface.textMuted,
      link: vars.surface.link,
      accent: vars.surface.accent,
      critical: vars.color.critical,
      positive: vars.color.positive,
      warning: vars.color.warning,
      info: vars.color.info,
      discount: vars.color.discount,
    },
    background: {
      background: vars.surface.background,
      raised: vars.surface.raised,
      sunken: vars.surface.sunken,
      accent: vars.surface.accent,
      criticalSoft: vars.color.criticalSoft,
      positiveSoft: vars.color.positiveSoft,
      warningSoft: vars.color.warningSoft,
      infoSoft: vars.color.infoSoft,
    },
    borderRadius: vars.radius,
    fontWeight: vars.font.weight,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colourProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
