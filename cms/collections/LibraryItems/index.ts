import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import { ValidationError, validations, type CollectionBeforeChangeHook, type CollectionConfig, type Validate } from 'payload'

import { normaliseFeaturedWeek } from '../../../app/domain/content/featured'
import {
  CATEGORY_LABELS,
  FORMAT_LABELS,
  LIBRARY_CATEGORIES,
  LIBRARY_FORMATS,
  LIBRARY_TABS,
  normaliseSearchText,
  TAB_LABELS,
  type LibraryFormat,
} from '../../../app/domain/content/library'
import {
  DEFAULT_REVIEW_INTERVAL,
  EDITORS_TIME_ZONE,
  dayIn,
  REVIEW_INTERVAL_LABELS,
  REVIEW_INTERVALS,
  reviewDay,
  reviewDueOn,
  REVIEWER_NAME_MAX_LENGTH,
  REVIEWER_ROLE_MAX_LENGTH,
  reviewerProblem,
  storedReviewDate,
} from '../../../app/domain/content/review'
import { readTimeMinutes } from '../../../app/domain/content/rich-text'
import { isSlug, SLUG_MAX_LENGTH } from '../../../app/domain/content/slug'
import { entitledToItemContent } from '../../access/entitledToItemContent'
import { isStaff } from '../../access/isStaff'
import { staffOrPublishedForCustomers } from '../../access/staffOrPublishedForCustomers'
import { tierField } from '../../fields/tier'

const whenFormat =
  (...formats: LibraryFormat[]) =>
  (_: unknown, siblingData: { format?: LibraryFormat }) =>
    !!siblingData.format && formats.includes(siblingData.format)

/**
 * What a published item must carry (drafts may be incomplete): checked by each
 * field, so one refusal names every missing field by its label ("The
 * following fields are invalid: Title, Category, Tab, Body"), as Payload does
 * for its own required fields, and the admin marks each one.
 */
const publishing = (data: unknown) => (data as { _status?: string } | undefined)?._status === 'published'

// Payload's validators differ per field type; these wrappers only add the publishing check in front of the field's own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FieldValidate = Validate<any, any, any, any>

function neededWhenPublished(formats: LibraryFormat[], empty: (value: unknown) => boolean, message: string, otherwise: FieldValidate): FieldValidate {
  return (value, options) => {
    const format = (options.siblingData as { format?: LibraryFormat }).format
    if (publishing(options.data) && !!format && formats.includes(format) && empty(value)) return message
    return otherwise(value, options)
  }
}

const missing = (value: unknown) => value === null || value === undefined || value === ''

/** The reviewer's role and name go together: the empty one of the pair names what is missing. */
function reviewerPart(part: 'role' | 'name'): FieldValidate {
  return (value, options) => {
    const sibling = options.siblingData as { reviewer_role?: unknown; reviewer_name?: unknown }
    const problem = part === 'role' ? reviewerProblem(value, sibling.reviewer_name) : reviewerProblem(sibling.reviewer_role, value)
    if (problem && (typeof value !== 'string' || value.trim() === '')) return problem
    return (validations.text as FieldValidate)(value, options)
  }
}

/**
 * Derived fields: read time from the body, the featured week's Monday, the
 * search text and the review dates.
 */
const derive: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  const format = merged.format as LibraryFormat | undefined
  const reviewed = reviewDay(merged.reviewed_on)
  data.read_time_minutes = format === 'article' ? readTimeMinutes(merged.body) : null
  data.featured_week = merged.featured ? normaliseFeaturedWeek(merged.featured_week) : null
  data.search_text = normaliseSearchText(merged.title, merged.description, merged.author)
  data.reviewed_on = reviewed ? storedReviewDate(reviewed) : null
  const due = reviewDueOn(reviewed, Number(merged.review_interval_months ?? DEFAULT_REVIEW_INTERVAL))
  data.review_due_on = due ? storedReviewDate(due) : null
  return data
}

/** A slug is optional, but only one item may hold each: pages link to /content/{slug}. */
const uniqueSlug: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  if (!('slug' in data)) return data
  const slug = typeof data.slug === 'string' ? data.slug.trim() : null
  data.slug = slug || null
  if (!data.slug || data.slug === originalDoc?.slug) return data
  const { docs } = await req.payload.find({
    collection: 'library-items',
    where: { slug: { equals: data.slug }, ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}) },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs.length) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'slug', message: 'Another item already uses this address.' }], req })
  }
  return data
}

/**
 * The content library (spec doc 1 §2 "Content library"): editors and admins
 * write and publish items in /admin; customers only ever see published ones.
 */
export const LibraryItems: CollectionConfig = {
  slug: 'library-items',
  labels: { singular: 'Library item', plural: 'Library items' },
  admin: {
    group: 'Content library',
    useAsTitle: 'title',
    defaultColumns: ['title', 'tab', 'category', 'tier', 'format', '_status', 'review_due_on'],
    listSearchableFields: ['title', 'description', 'author'],
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: staffOrPublishedForCustomers,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  indexes: [{ fields: ['_status', 'tab', 'title'] }, { fields: ['_status', 'featured', 'featured_week'] }],
  hooks: { beforeChange: [uniqueSlug, derive] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'description', type: 'textarea', required: true, maxLength: 1000 },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: LIBRARY_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
        },
        {
          name: 'tab',
          type: 'select',
          required: true,
          index: true,
          label: 'Tab',
          options: LIBRARY_TABS.map((value) => ({ value, label: TAB_LABELS[value] })),
        },
        tierField({
          defaultValue: 'base',
          index: true,
          admin: { description: 'Plus items are locked for base-tier customers.' },
        }),
      ],
    },
    {
      name: 'format',
      type: 'select',
      required: true,
      defaultValue: 'article',
      options: LIBRARY_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] })),
      admin: { description: 'A written article, or an uploaded video, audio recording or document.' },
    },
    { name: 'author', type: 'text', label: 'Instructor or author', maxLength: 200 },
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'library-files',
      filterOptions: { mimeType: { like: 'image/' } },
    },
    {
      name: 'body',
      type: 'richText',
      label: 'Body',
      access: { read: entitledToItemContent },
      validate: neededWhenPublished(['article'], (value) => readTimeMinutes(value) === null, 'An article needs its text.', validations.richText as FieldValidate),
      admin: { condition: whenFormat('article') },
      editor: lexicalEditor({
        features: () => [
          ParagraphFeature(),
          HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
          BoldFeature(),
          ItalicFeature(),
          UnderlineFeature(),
          UnorderedListFeature(),
          OrderedListFeature(),
          BlockquoteFeature(),
          LinkFeature({ enabledCollections: [] }),
          FixedToolbarFeature(),
          InlineToolbarFeature(),
        ],
      }),
    },
    {
      name: 'listen_aloud',
      type: 'checkbox',
      label: 'Guided script: offer "Listen" (read aloud by the device)',
      defaultValue: false,
      admin: { condition: whenFormat('article') },
    },
    {
      name: 'media',
      type: 'upload',
      label: 'Video or audio file',
      relationTo: 'library-files',
      access: { read: entitledToItemContent },
      validate: neededWhenPublished(
        ['video', 'audio'],
        missing,
        'A video or audio item needs its file.',
        validations.upload as FieldValidate,
      ),
      filterOptions: ({ siblingData }) => {
        const format = (siblingData as { format?: LibraryFormat }).format
        return { mimeType: { like: format === 'audio' ? 'audio/' : 'video/' } }
      },
      admin: { condition: whenFormat('video', 'audio') },
    },
    {
      name: 'duration_minutes',
      type: 'number',
      label: 'Duration (minutes)',
      min: 1,
      max: 600,
      validate: neededWhenPublished(['video', 'audio'], missing, 'Give the length in minutes.', (value: number | null | undefined) =>
        value === null || value === undefined || (Number.isInteger(value) && value >= 1 && value <= 600)
          ? true
          : 'A whole number of minutes from 1 to 600.',
      ),
      admin: { condition: whenFormat('video', 'audio') },
    },
    {
      name: 'document',
      type: 'upload',
      relationTo: 'library-files',
      access: { read: entitledToItemContent },
      validate: neededWhenPublished(['document'], missing, 'A document item needs its file.', validations.upload as FieldValidate),
      filterOptions: { mimeType: { equals: 'application/pdf' } },
      admin: { condition: whenFormat('document') },
    },
    {
      name: 'sources',
      type: 'array',
      labels: { singular: 'Source', plural: 'Sources' },
      admin: { description: 'Where the facts come from (for example an NHS page or NICE guideline NG23).' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 300 },
        {
          name: 'url',
          type: 'text',
          required: true,
          maxLength: 500,
          validate: (value: string | null | undefined) =>
            !value || /^https?:\/\/\S+$/.test(value) ? true : 'A web address starting with http:// or https://',
        },
      ],
    },
    {
      name: 'read_time_minutes',
      type: 'number',
      label: 'Read time (minutes)',
      admin: { readOnly: true, position: 'sidebar', description: 'Worked out from the article text when saved.' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      label: 'Featured',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'featured_week',
      type: 'date',
      label: 'Featured in the week of',
      validate: (value: unknown, { siblingData }: { siblingData: { featured?: boolean } }) =>
        siblingData.featured && !value ? 'Pick the week to feature it in.' : true,
      admin: {
        position: 'sidebar',
        condition: (_: unknown, siblingData: { featured?: boolean }) => !!siblingData.featured,
        description: 'Any day of the week; shown under "Featured This Week" from that Monday to Sunday (UTC).',
        date: { pickerAppearance: 'dayOnly' },
      },
    },
    {
      name: 'slug',
      type: 'text',
      label: 'Address',
      index: true,
      maxLength: SLUG_MAX_LENGTH,
      validate: (value: string | null | undefined) =>
        !value || isSlug(value.trim()) ? true : 'Lower-case letters, numbers and single hyphens, such as bleeding-on-hrt.',
      admin: {
        position: 'sidebar',
        description: 'Optional. Pages link to the item at /content/{address}; starter items have one. Changing it breaks those links.',
      },
    },
    {
      name: 'reviewed_on',
      type: 'date',
      label: 'Last reviewed',
      validate: ((value, options) =>
        publishing(options.data) && !reviewDay(value)
          ? 'Give the day this item was last checked against its sources.'
          : (validations.date as FieldValidate)(value, options)) as FieldValidate,
      defaultValue: () => storedReviewDate(dayIn(new Date(), EDITORS_TIME_ZONE)),
      admin: {
        position: 'sidebar',
        description: 'The day the content was last checked against its sources. Customers see it as "Last reviewed …".',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
      },
    },
    {
      name: 'reviewer_role',
      type: 'text',
      label: 'Reviewer role',
      maxLength: REVIEWER_ROLE_MAX_LENGTH,
      validate: reviewerPart('role'),
      admin: {
        position: 'sidebar',
        description: 'Who checked it on the review day: a role such as GP, menopause specialist or pharmacist. Leave the role and name empty if nobody has; customers then read "Not yet reviewed by a named reviewer".',
      },
    },
    {
      name: 'reviewer_name',
      type: 'text',
      label: 'Reviewer name',
      maxLength: REVIEWER_NAME_MAX_LENGTH,
      validate: reviewerPart('name'),
      admin: { position: 'sidebar', description: 'Their name as customers will read it: "Reviewed by {name} ({role})". Only a real person or team who checked it.' },
    },
    {
      name: 'review_interval_months',
      type: 'select',
      label: 'Review',
      required: true,
      defaultValue: String(DEFAULT_REVIEW_INTERVAL),
      options: REVIEW_INTERVALS.map((months) => ({ value: String(months), label: REVIEW_INTERVAL_LABELS[months] })),
      admin: { position: 'sidebar', description: 'How often it must be checked again; items past their date are listed under Content review.' },
    },
    {
      name: 'review_due_on',
      type: 'date',
      label: 'Review due',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Worked out from the last review and the interval when saved.',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
      },
    },
    {
      name: 'search_text',
      type: 'text',
      index: true,
      admin: { hidden: true, readOnly: true },
    },
  ],
}
