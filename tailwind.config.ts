import type { Config } from 'tailwindcss'
import defaultTheme from 'tailwindcss/defaultTheme'

/**
 * The look of the app. Every colour pair used for text or controls is checked
 * for WCAG AA contrast; docs/design/theme.md lists the pairs and ratios.
 */
export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        // Figtree for text and controls; Fraunces for display headings (app/theme/fonts.ts).
        sans: ['"Figtree Variable"', ...defaultTheme.fontFamily.sans],
        display: ['Fraunces', 'Georgia', 'Cambria', '"Times New Roman"', 'serif'],
      },
      colors: {
        // Berry: the brand colour (buttons, links, active navigation).
        brand: {
          50: '#fdf2f8',
          100: '#fce7f3',
          200: '#fbcfe8',
          300: '#f9a8d4',
          400: '#f472b6',
          500: '#db2777',
          600: '#be185d',
          700: '#9d174d',
          800: '#831843',
          900: '#5b1030',
        },
        // Plum: the second brand colour (AI summary, premium, gradients).
        plum: {
          50: '#faf5ff',
          100: '#f3e8ff',
          200: '#e9d5ff',
          600: '#7e22ce',
          700: '#6b21a8',
          800: '#581c87',
        },
        // Sage: calm accents (check-in, tips, illustrations' leaves).
        sage: {
          50: '#f2f7f4',
          100: '#e0ede5',
          200: '#c2dbcb',
          500: '#5b8f73',
          700: '#2f6049',
          800: '#254c3a',
        },
        // Peach: warm highlights (illustrations' sun, the hero's glow).
        peach: {
          50: '#fff6f0',
          100: '#ffe9dc',
          200: '#fdd2b8',
          400: '#f6a27a',
        },
        // The page background: a warm off-white instead of grey.
        canvas: '#fcf8f6',
      },
      boxShadow: {
        card: '0 1px 2px rgb(91 16 48 / 0.04), 0 4px 16px -4px rgb(91 16 48 / 0.08)',
      },
    },
  },
  plugins: [],
} satisfies Config
