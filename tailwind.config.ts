import type { Config } from 'tailwindcss'

export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#fdf2f8',
          100: '#fce7f3',
          200: '#fbcfe8',
          500: '#db2777',
          600: '#be185d',
          700: '#9d174d',
          800: '#831843',
        },
        plum: {
          600: '#7e22ce',
          700: '#6b21a8',
        },
      },
    },
  },
  plugins: [],
} satisfies Config
