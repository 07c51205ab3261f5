import type { CollectionConfig } from 'payload'

/** English GraphQL type names; Payload would otherwise derive them from the Spanish labels. */
const NAMES: Record<string, [singular: string, plural: string]> = {
  activities: ['Activity', 'Activities'],
  'image-categories': ['ImageCategory', 'ImageCategories'],
  images: ['Image', 'Images'],
  'template-categories': ['TemplateCategory', 'TemplateCategories'],
  'template-files': ['TemplateFile', 'TemplateFiles'],
  'development-books': ['DevelopmentBook', 'DevelopmentBooks'],
  courses: ['Course', 'Courses'],
  tools: ['Tool', 'Tools'],
  'music-categories': ['MusicCategory', 'MusicCategories'],
  'music-items': ['MusicItem', 'MusicItems'],
  recipes: ['Recipe', 'Recipes'],
  'wellbeing-books': ['WellbeingBook', 'WellbeingBooks'],
  podcasts: ['Podcast', 'Podcasts'],
  blogs: ['Blog', 'Blogs'],
  allies: ['Ally', 'Allies'],
  registrations: ['Registration', 'Registrations'],
  nominations: ['Nomination', 'Nominations'],
  media: ['MediaItem', 'MediaItems'],
  users: ['User', 'Users'],
  'mail-outbox': ['OutboxMessage', 'OutboxMessages'],
  candidates: ['Candidate', 'Candidates'],
  votes: ['Vote', 'Votes'],
}

export const withGraphQLNames = (collection: CollectionConfig): CollectionConfig => {
  const names = NAMES[collection.slug]
  return names ? { ...collection, graphQL: { singularName: names[0], pluralName: names[1] } } : collection
}
