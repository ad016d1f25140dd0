/** Doc 2 §2 and §8: the assessment screen's messages, word for word. */
export const SUBMISSION_MESSAGES = {
  completed: 'Assessment completed successfully!',
  failed: 'Failed to submit assessment. Please try again.',
  retakeTooEarly: 'You can retake the assessment once per month. Please check back later.',
} as const

export const REPORT_MESSAGES = {
  generated: 'PDF report generated successfully!',
  failed: 'PDF generation failed. Please try again.',
} as const

export const RESULTS_MESSAGES = {
  none: 'No assessment results available.',
} as const
