import { CONTEST_API, memberCodePath, registrationPath, NOMINATION_PATH } from '../lib/site-config'
import { listQuery, noQuery, stateQuery, tagsOf } from './cache'
import { activity } from '../content/activity'
import { ally } from '../content/site'
import { blog } from '../content/blog'
import {
  CONTRACT_PATHS,
  DEVELOPMENT_BASE,
  EDITING_PATH,
  HISTORY_PATH,
  PROGRAM_PATHS,
  WELLBEING_BASE,
  blogsPath,
} from './paths'
import { activities } from './resources/activities'
import { allies } from './resources/allies'
import { contest } from './resources/contest'
import { blogs } from './resources/blogs'
import { imageBank, music, templates } from './resources/categories'
import { history } from './resources/history'
import { program } from './resources/program'
import { publicForms } from './resources/public'
import { DEVELOPMENT_OPTIONS, WELLBEING_OPTIONS } from '../content/recommendations'
import { developmentRecommendation, wellbeingRecommendation } from './resources/recommendations'
import { registeredRows } from './resources/registered'
import { listActionRows } from './resources/list-actions'
import type { Route } from './route'
import { schedules } from './resources/schedules'
import { editing } from './resources/editing'

export type { Access, Method, Route } from './route'

const P = CONTRACT_PATHS
const BLOGS = blogsPath('{audience}')

/**
 * THE HTTP CONTRACT: every call of the specs' sections 7, at its own path and method.
 * `{id}` matches a positive integer, `{audience}` one path segment (checked by the handler).
 */
export const CONTRACT: readonly Route[] = [
  // Recursos educativos: activities (JSON, camelCase)
  {
    method: 'GET',
    path: `${P.activities}/all`,
    handler: activities.list,
    access: 'public',
    tags: tagsOf({ collections: ['activities'] }),
    query: listQuery(activity.pageSize),
  },
  { method: 'POST', path: `${P.activities}`, handler: activities.create, access: 'staff' },
  { method: 'PUT', path: `${P.activities}/{id}`, handler: activities.update, access: 'staff' },
  { method: 'DELETE', path: `${P.activities}/{id}`, handler: activities.remove, access: 'staff' },
  // Beyond the spec (issue 28): bulk actions and 'Papelera'
  ...listActionRows(P.activities, activities),

  // Recursos educativos: image bank
  {
    method: 'GET',
    path: `${P.images}/categorias/all`,
    handler: imageBank.list,
    access: 'public',
    tags: tagsOf({ collections: ['image-categories', 'images'] }),
    query: listQuery(),
  },
  { method: 'POST', path: `${P.images}/categorias`, handler: imageBank.create, access: 'staff' },
  { method: 'POST', path: `${P.images}/categorias/{id}`, handler: imageBank.update, access: 'staff' },
  { method: 'DELETE', path: `${P.images}/categorias/{id}`, handler: imageBank.remove, access: 'staff' },
  { method: 'POST', path: `${P.images}/categorias/toggle-active/{id}`, handler: imageBank.toggle, access: 'staff' },
  { method: 'POST', path: `${P.images}`, handler: imageBank.createItem, access: 'staff' },
  { method: 'POST', path: `${P.images}/{id}`, handler: imageBank.updateItem, access: 'staff' },
  { method: 'DELETE', path: `${P.images}/{id}`, handler: imageBank.removeItem, access: 'staff' },
  { method: 'POST', path: `${P.images}/toggle-active/{id}`, handler: imageBank.toggleItem, access: 'staff' },
  // Beyond the spec (issue 28): bulk actions and 'Papelera' of the categories and of their items
  ...listActionRows(`${P.images}/categorias`, imageBank.categoryActions),
  ...listActionRows(P.images, imageBank.itemActions),

  // Recursos educativos: templates
  {
    method: 'GET',
    path: `${P.templates}/categorias/all`,
    handler: templates.list,
    access: 'public',
    tags: tagsOf({ collections: ['template-categories', 'template-files'] }),
    query: listQuery(),
  },
  { method: 'POST', path: `${P.templates}/categorias`, handler: templates.create, access: 'staff' },
  { method: 'POST', path: `${P.templates}/categorias/{id}`, handler: templates.update, access: 'staff' },
  { method: 'DELETE', path: `${P.templates}/categorias/{id}`, handler: templates.remove, access: 'staff' },
  { method: 'POST', path: `${P.templates}/categorias/toggle-active/{id}`, handler: templates.toggle, access: 'staff' },
  { method: 'POST', path: `${P.templates}`, handler: templates.createItem, access: 'staff' },
  { method: 'POST', path: `${P.templates}/{id}`, handler: templates.updateItem, access: 'staff' },
  { method: 'DELETE', path: `${P.templates}/{id}`, handler: templates.removeItem, access: 'staff' },
  { method: 'POST', path: `${P.templates}/toggle-active/{id}`, handler: templates.toggleItem, access: 'staff' },
  // Beyond the spec (issue 28): bulk actions and 'Papelera' of the categories and of their items
  ...listActionRows(`${P.templates}/categorias`, templates.categoryActions),
  ...listActionRows(P.templates, templates.itemActions),

  // Sitio público: the home page's allies (issue 13), in the staff's order
  {
    method: 'GET',
    path: `${P.allies}/all`,
    handler: allies.list,
    access: 'public',
    tags: tagsOf({ collections: ['allies'] }),
    query: listQuery(ally.pageSize),
  },
  { method: 'POST', path: `${P.allies}`, handler: allies.create, access: 'staff' },
  { method: 'POST', path: `${P.allies}/reordenar`, handler: allies.reorder, access: 'staff' },
  { method: 'POST', path: `${P.allies}/{id}`, handler: allies.update, access: 'staff' },
  { method: 'DELETE', path: `${P.allies}/{id}`, handler: allies.remove, access: 'staff' },
  { method: 'POST', path: `${P.allies}/toggle-active/{id}`, handler: allies.toggle, access: 'staff' },
  // Beyond the spec (issue 28): bulk actions and 'Papelera'
  ...listActionRows(P.allies, allies),

  // Desarrollo: books, courses, tools and every type registered under it (multipart; edit is POST /{id} with _method=PUT)
  ...registeredRows(DEVELOPMENT_BASE),
  {
    method: 'GET',
    path: `${P.developmentRecommendation}/actual`,
    handler: developmentRecommendation.current,
    access: 'public',
    // Whatever a recommendation may point at: a new option's collection expires the answer too.
    tags: tagsOf({
      collections: DEVELOPMENT_OPTIONS.map((option) => option.collection),
      globals: ['development-recommendation'],
    }),
    query: noQuery,
  },
  {
    method: 'POST',
    path: `${P.developmentRecommendation}/save`,
    handler: developmentRecommendation.save,
    access: 'staff',
  },

  // Bienestar: music
  {
    method: 'GET',
    path: `${P.music}/categorias/all`,
    handler: music.list,
    access: 'public',
    tags: tagsOf({ collections: ['music-categories', 'music-items'] }),
    query: listQuery(),
  },
  { method: 'POST', path: `${P.music}/categorias`, handler: music.create, access: 'staff' },
  { method: 'POST', path: `${P.music}/categorias/{id}`, handler: music.update, access: 'staff' },
  { method: 'DELETE', path: `${P.music}/categorias/{id}`, handler: music.remove, access: 'staff' },
  { method: 'POST', path: `${P.music}/categorias/toggle-active/{id}`, handler: music.toggle, access: 'staff' },
  {
    method: 'GET',
    path: `${P.music}/all`,
    handler: music.listItems,
    access: 'public',
    tags: tagsOf({ collections: ['music-categories', 'music-items'] }),
    query: listQuery(),
  },
  { method: 'POST', path: `${P.music}`, handler: music.createItem, access: 'staff' },
  { method: 'POST', path: `${P.music}/{id}`, handler: music.updateItem, access: 'staff' },
  { method: 'DELETE', path: `${P.music}/{id}`, handler: music.removeItem, access: 'staff' },
  { method: 'POST', path: `${P.music}/toggle-active/{id}`, handler: music.toggleItem, access: 'staff' },
  // Beyond the spec (issue 28): bulk actions and 'Papelera' of the categories and of their items
  ...listActionRows(`${P.music}/categorias`, music.categoryActions),
  ...listActionRows(P.music, music.itemActions),

  // Bienestar: recipes (multipart; edit is POST /{id} with _method=PUT), books and podcasts (store / update with the id in the body / delete/{id})
  ...registeredRows(WELLBEING_BASE),
  {
    method: 'GET',
    path: `${P.wellbeingRecommendation}/actual`,
    handler: wellbeingRecommendation.current,
    access: 'public',
    // A track's card also shows its category.
    tags: tagsOf({
      collections: [...WELLBEING_OPTIONS.map((option) => option.collection), 'music-categories'],
      globals: ['wellbeing-recommendation'],
    }),
    query: noQuery,
  },
  { method: 'POST', path: `${P.wellbeingRecommendation}/save`, handler: wellbeingRecommendation.save, access: 'staff' },

  // Blogs, one table per audience (alumnos | profesores | padres-familia); GET /admin/blogs/{audience} stays the admin screen
  {
    method: 'GET',
    path: `${BLOGS}/all`,
    handler: blogs.list,
    access: 'public',
    tags: tagsOf({ collections: ['blogs'] }),
    query: listQuery(blog.pageSize),
  },
  { method: 'POST', path: BLOGS, handler: blogs.create, access: 'staff' },
  { method: 'POST', path: `${BLOGS}/{id}`, handler: blogs.update, access: 'staff' },
  { method: 'DELETE', path: `${BLOGS}/{id}`, handler: blogs.remove, access: 'staff' },
  { method: 'POST', path: `${BLOGS}/toggle-active/{id}`, handler: blogs.toggle, access: 'staff' },
  // Beyond the spec (issue 28): bulk actions and 'Papelera' of one audience's blogs
  ...listActionRows(BLOGS, blogs),

  // Scheduled publishing (issue 14, not in the specs): blogs and both recommendations
  { method: 'GET', path: `${P.schedules}/all`, handler: schedules.list, access: 'staff' },
  { method: 'POST', path: P.schedules, handler: schedules.create, access: 'staff' },
  { method: 'DELETE', path: `${P.schedules}/{id}`, handler: schedules.cancel, access: 'staff' },

  // Public forms and the session
  { method: 'POST', path: registrationPath(), handler: publicForms.register, access: 'public' },
  // Beyond the spec (issue 31): 'Ya soy socio: reenviar mi código'
  { method: 'POST', path: memberCodePath(), handler: publicForms.resendCode, access: 'public' },
  { method: 'POST', path: NOMINATION_PATH, handler: publicForms.nominate, access: 'public' },
  { method: 'POST', path: '/logout', handler: publicForms.logout, access: 'public' },

  // The contest (issue 16): approved candidates, double opt-in votes, the leaderboard; staff review and ranking
  {
    method: 'GET',
    path: `${CONTEST_API}/candidatos`,
    handler: contest.candidates,
    access: 'public',
    tags: tagsOf({ collections: ['candidates', 'votes'] }),
    query: stateQuery,
  },
  { method: 'POST', path: `${CONTEST_API}/votos`, handler: contest.vote, access: 'public' },
  { method: 'POST', path: `${CONTEST_API}/votos/confirmar`, handler: contest.confirm, access: 'public' },
  {
    method: 'GET',
    path: `${CONTEST_API}/ranking`,
    handler: contest.leaderboard,
    access: 'public',
    tags: tagsOf({ collections: ['candidates', 'votes'] }),
    query: stateQuery,
  },
  { method: 'GET', path: `${CONTEST_API}/ranking/completo`, handler: contest.fullRanking, access: 'staff' },
  { method: 'GET', path: `${CONTEST_API}/ranking/completo.csv`, handler: contest.rankingCsv, access: 'staff' },
  { method: 'GET', path: `${CONTEST_API}/nominaciones`, handler: program.nominations.list, access: 'admin' },
  { method: 'GET', path: `${CONTEST_API}/nominaciones.csv`, handler: program.nominations.exportCsv, access: 'admin' },
  { method: 'DELETE', path: `${CONTEST_API}/nominaciones/{id}`, handler: program.nominations.remove, access: 'admin' },
  { method: 'POST', path: `${CONTEST_API}/nominaciones/{id}/aprobar`, handler: contest.approve, access: 'admin' },
  { method: 'POST', path: `${CONTEST_API}/nominaciones/{id}/rechazar`, handler: contest.reject, access: 'admin' },

  // The programme's personal data (issue 13, admins): registrations list, CSV and Excel exports, deletion on request; the audit of both
  { method: 'GET', path: PROGRAM_PATHS.registrations, handler: program.registrations.list, access: 'admin' },
  {
    method: 'GET',
    path: `${PROGRAM_PATHS.registrations}.csv`,
    handler: program.registrations.exportCsv,
    access: 'admin',
  },
  {
    method: 'GET',
    path: `${PROGRAM_PATHS.registrations}.xlsx`,
    handler: program.registrations.exportXlsx,
    access: 'admin',
  },
  {
    method: 'DELETE',
    path: `${PROGRAM_PATHS.registrations}/{id}`,
    handler: program.registrations.remove,
    access: 'admin',
  },
  { method: 'GET', path: PROGRAM_PATHS.audit, handler: program.audit, access: 'admin' },

  // The editorial history (issue 14, staff): an item's or a recommendation's versions, and restoring one as a new version
  { method: 'GET', path: `${HISTORY_PATH}/globales/{global}`, handler: history.listGlobal, access: 'staff' },
  {
    method: 'POST',
    path: `${HISTORY_PATH}/globales/{global}/restaurar/{version}`,
    handler: history.restoreGlobal,
    access: 'staff',
  },
  { method: 'GET', path: `${HISTORY_PATH}/{collection}/{id}`, handler: history.listItem, access: 'staff' },
  {
    method: 'POST',
    path: `${HISTORY_PATH}/{collection}/{id}/restaurar/{version}`,
    handler: history.restoreItem,
    access: 'staff',
  },
  {
    method: 'GET',
    path: `${HISTORY_PATH}/{collection}/{id}/comparar/{version}`,
    handler: history.compareItem,
    access: 'staff',
  },

  // Who else has an item's form open (issue 28, staff), on Payload's document locks
  { method: 'POST', path: `${EDITING_PATH}/{collection}/{id}`, handler: editing.heartbeat, access: 'staff' },
  { method: 'DELETE', path: `${EDITING_PATH}/{collection}/{id}`, handler: editing.release, access: 'staff' },
]
