/**
 * The Dutch texts of the reviews screen. The spec names the screen ('Reviews') and its calls; the
 * wording is ours (docs/decisions/0015-invoices-and-reviews.md).
 */
export const reviewMessages = {
  title: 'Reviews',
  none: 'Er staat op dit moment geen review voor je klaar.',
  period: (start: string, end: string) => `Periode: ${start} tot en met ${end}`,
  intro: 'Hoe was het werken bij deze afdeling? Je review helpt andere zorgprofessionals.',
  rating: 'Beoordeling',
  stars: (count: number) => `${String(count)} van 5 sterren`,
  ratingRequired: 'Kies 1 tot 5 sterren',
  comment: 'Toelichting',
  commentTooLong: 'Maximaal 512 karakters',
  commentCounter: (length: number) => `${String(length)} van 512 tekens`,
  attachments: 'Bijlagen',
  attachOnSave: 'De gekozen bestanden worden toegevoegd als je op Opslaan drukt.',
  attached: 'Toegevoegde bijlagen',
  noAttachments: 'Er zijn nog geen bestanden toegevoegd',
  formLabel: 'Review',
  saved: 'Je review is opgeslagen',
  /** Once a review is saved, it has gone to the organisation: the card says so (ours, 0030). */
  sent: (organisation: string) => `Je review is verstuurd naar ${organisation}.`,
  sentChange: 'Je kunt hem nog aanpassen; de organisatie ziet dan je nieuwe versie.',
  oldSite: 'Reviews geef je in de andere omgeving.',
  oldSiteLink: 'Naar reviews',
} as const;

/** The most characters a comment may have (spec section 9's limit for a description). */
export const COMMENT_MAX_LENGTH = 512;
