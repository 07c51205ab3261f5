import { CONTEST_API, registrationPath, NOMINATION_PATH } from '../lib/site-config'
import { tagsOf } from './cache'
import type { Handler } from './context'
import { activities } from './resources/activities'
import { contest } from './resources/contest'
import { blogs } from './resources/blogs'
import { imageBank, music, templates } from './resources/categories'
import { courses, developmentBooks, tools } from './resources/development'
import { publicForms } from './resources/public'
import { developmentRecommendation, wellbeingRecommendation } from './resources/recommendations'
import { podcasts, recipes, wellbeingBooks } from './resources/wellbeing'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call: `public` anyone (lists then show active items only unless the caller is staff),
 * `staff` a signed-in admin or editor, `admin` an admin.
 */
export type Access = 'public' | 'staff' | 'admin'

/** `tags`: cache tags of what an anonymous GET shows (its answer is cached until they expire). */
export type Route = { method: Method; path: string; handler: Handler; access: Access; tags?: string[] }

const R = '/profe-max/recursos-educativos'
const D = '/profe-max/desarrollo'
const B = '/profe-max/bienestar'
const BLOGS = '/admin/blogs/{audience}'

/**
 * THE HTTP CONTRACT: every call of the specs' sections 7, at its own path and method.
 * `{id}` matches a positive integer, `{audience}` one path segment (checked by the handler).
 */
export const CONTRACT: readonly Route[] = [
  // Recursos educativos: activities (JSON, camelCase)
  { method: 'GET', path: `${R}/actividades/all`, handler: activities.list, access: 'public', tags: tagsOf({ collections: ['activities'] }) },
  { method: 'POST', path: `${R}/actividades`, handler: activities.create, access: 'staff' },
  { method: 'PUT', path: `${R}/actividades/{id}`, handler: activities.update, access: 'staff' },
  { method: 'DELETE', path: `${R}/actividades/{id}`, handler: activities.remove, access: 'staff' },

  // Recursos educativos: image bank
  { method: 'GET', path: `${R}/imagenes/categorias/all`, handler: imageBank.list, access: 'public', tags: tagsOf({ collections: ['image-categories', 'images'] }) },
  { method: 'POST', path: `${R}/imagenes/categorias`, handler: imageBank.create, access: 'staff' },
  { method: 'POST', path: `${R}/imagenes/categorias/{id}`, handler: imageBank.update, access: 'staff' },
  { method: 'DELETE', path: `${R}/imagenes/categorias/{id}`, handler: imageBank.remove, access: 'staff' },
  { method: 'POST', path: `${R}/imagenes/categorias/toggle-active/{id}`, handler: imageBank.toggle, access: 'staff' },
  { method: 'POST', path: `${R}/imagenes`, handler: imageBank.createItem, access: 'staff' },
  { method: 'DELETE', path: `${R}/imagenes/{id}`, handler: imageBank.removeItem, access: 'staff' },
  { method: 'POST', path: `${R}/imagenes/toggle-active/{id}`, handler: imageBank.toggleItem, access: 'staff' },

  // Recursos educativos: templates
  { method: 'GET', path: `${R}/plantillas/categorias/all`, handler: templates.list, access: 'public', tags: tagsOf({ collections: ['template-categories', 'template-files'] }) },
  { method: 'POST', path: `${R}/plantillas/categorias`, handler: templates.create, access: 'staff' },
  { method: 'POST', path: `${R}/plantillas/categorias/{id}`, handler: templates.update, access: 'staff' },
  { method: 'DELETE', path: `${R}/plantillas/categorias/{id}`, handler: templates.remove, access: 'staff' },
  { method: 'POST', path: `${R}/plantillas/categorias/toggle-active/{id}`, handler: templates.toggle, access: 'staff' },
  { method: 'POST', path: `${R}/plantillas`, handler: templates.createItem, access: 'staff' },
  { method: 'DELETE', path: `${R}/plantillas/{id}`, handler: templates.removeItem, access: 'staff' },
  { method: 'POST', path: `${R}/plantillas/toggle-active/{id}`, handler: templates.toggleItem, access: 'staff' },

  // Desarrollo: books, courses, tools (multipart; edit is POST /{id} with _method=PUT)
  { method: 'GET', path: `${D}/libros/all`, handler: developmentBooks.list, access: 'public', tags: tagsOf({ collections: ['development-books'] }) },
  { method: 'POST', path: `${D}/libros`, handler: developmentBooks.create, access: 'staff' },
  { method: 'POST', path: `${D}/libros/{id}`, handler: developmentBooks.update, access: 'staff' },
  { method: 'DELETE', path: `${D}/libros/{id}`, handler: developmentBooks.remove, access: 'staff' },
  { method: 'POST', path: `${D}/libros/toggle-active/{id}`, handler: developmentBooks.toggle, access: 'staff' },
  { method: 'GET', path: `${D}/cursos/all`, handler: courses.list, access: 'public', tags: tagsOf({ collections: ['courses'] }) },
  { method: 'POST', path: `${D}/cursos`, handler: courses.create, access: 'staff' },
  { method: 'POST', path: `${D}/cursos/{id}`, handler: courses.update, access: 'staff' },
  { method: 'DELETE', path: `${D}/cursos/{id}`, handler: courses.remove, access: 'staff' },
  { method: 'POST', path: `${D}/cursos/toggle-active/{id}`, handler: courses.toggle, access: 'staff' },
  { method: 'GET', path: `${D}/herramientas/all`, handler: tools.list, access: 'public', tags: tagsOf({ collections: ['tools'] }) },
  { method: 'POST', path: `${D}/herramientas`, handler: tools.create, access: 'staff' },
  { method: 'POST', path: `${D}/herramientas/{id}`, handler: tools.update, access: 'staff' },
  { method: 'DELETE', path: `${D}/herramientas/{id}`, handler: tools.remove, access: 'staff' },
  { method: 'POST', path: `${D}/herramientas/toggle-active/{id}`, handler: tools.toggle, access: 'staff' },
  { method: 'GET', path: `${D}/recomendacion/actual`, handler: developmentRecommendation.current, access: 'public', tags: tagsOf({ collections: ['development-books', 'courses', 'tools'], globals: ['development-recommendation'] }) },
  { method: 'POST', path: `${D}/recomendacion/save`, handler: developmentRecommendation.save, access: 'staff' },

  // Bienestar: music
  { method: 'GET', path: `${B}/musica/categorias/all`, handler: music.list, access: 'public', tags: tagsOf({ collections: ['music-categories', 'music-items'] }) },
  { method: 'POST', path: `${B}/musica/categorias`, handler: music.create, access: 'staff' },
  { method: 'POST', path: `${B}/musica/categorias/{id}`, handler: music.update, access: 'staff' },
  { method: 'DELETE', path: `${B}/musica/categorias/{id}`, handler: music.remove, access: 'staff' },
  { method: 'POST', path: `${B}/musica/categorias/toggle-active/{id}`, handler: music.toggle, access: 'staff' },
  { method: 'GET', path: `${B}/musica/all`, handler: music.listItems, access: 'public', tags: tagsOf({ collections: ['music-categories', 'music-items'] }) },
  { method: 'POST', path: `${B}/musica`, handler: music.createItem, access: 'staff' },
  { method: 'POST', path: `${B}/musica/{id}`, handler: music.updateItem, access: 'staff' },
  { method: 'DELETE', path: `${B}/musica/{id}`, handler: music.removeItem, access: 'staff' },
  { method: 'POST', path: `${B}/musica/toggle-active/{id}`, handler: music.toggleItem, access: 'staff' },

  // Bienestar: recipes (multipart; edit is POST /{id} with _method=PUT)
  { method: 'GET', path: `${B}/recetas/all`, handler: recipes.list, access: 'public', tags: tagsOf({ collections: ['recipes'] }) },
  { method: 'POST', path: `${B}/recetas`, handler: recipes.create, access: 'staff' },
  { method: 'POST', path: `${B}/recetas/{id}`, handler: recipes.update, access: 'staff' },
  { method: 'DELETE', path: `${B}/recetas/{id}`, handler: recipes.remove, access: 'staff' },
  { method: 'POST', path: `${B}/recetas/toggle-active/{id}`, handler: recipes.toggle, access: 'staff' },

  // Bienestar: books and podcasts (store / update with the id in the body / delete/{id})
  { method: 'GET', path: `${B}/libros/all`, handler: wellbeingBooks.list, access: 'public', tags: tagsOf({ collections: ['wellbeing-books'] }) },
  { method: 'POST', path: `${B}/libros/store`, handler: wellbeingBooks.create, access: 'staff' },
  { method: 'POST', path: `${B}/libros/update`, handler: wellbeingBooks.update, access: 'staff' },
  { method: 'DELETE', path: `${B}/libros/delete/{id}`, handler: wellbeingBooks.remove, access: 'staff' },
  { method: 'POST', path: `${B}/libros/toggle-active/{id}`, handler: wellbeingBooks.toggle, access: 'staff' },
  { method: 'GET', path: `${B}/podcast/all`, handler: podcasts.list, access: 'public', tags: tagsOf({ collections: ['podcasts'] }) },
  { method: 'POST', path: `${B}/podcast/store`, handler: podcasts.create, access: 'staff' },
  { method: 'POST', path: `${B}/podcast/update`, handler: podcasts.update, access: 'staff' },
  { method: 'DELETE', path: `${B}/podcast/delete/{id}`, handler: podcasts.remove, access: 'staff' },
  { method: 'POST', path: `${B}/podcast/toggle-active/{id}`, handler: podcasts.toggle, access: 'staff' },
  { method: 'GET', path: `${B}/recomendacion/actual`, handler: wellbeingRecommendation.current, access: 'public', tags: tagsOf({ collections: ['wellbeing-books', 'recipes', 'music-items', 'music-categories', 'podcasts'], globals: ['wellbeing-recommendation'] }) },
  { method: 'POST', path: `${B}/recomendacion/save`, handler: wellbeingRecommendation.save, access: 'staff' },

  // Blogs, one table per audience (alumnos | profesores | padres-familia); GET /admin/blogs/{audience} stays the admin screen
  { method: 'GET', path: `${BLOGS}/all`, handler: blogs.list, access: 'public', tags: tagsOf({ collections: ['blogs'] }) },
  { method: 'POST', path: BLOGS, handler: blogs.create, access: 'staff' },
  { method: 'POST', path: `${BLOGS}/{id}`, handler: blogs.update, access: 'staff' },
  { method: 'DELETE', path: `${BLOGS}/{id}`, handler: blogs.remove, access: 'staff' },
  { method: 'POST', path: `${BLOGS}/toggle-active/{id}`, handler: blogs.toggle, access: 'staff' },

  // Public forms and the session
  { method: 'POST', path: registrationPath(), handler: publicForms.register, access: 'public' },
  { method: 'POST', path: NOMINATION_PATH, handler: publicForms.nominate, access: 'public' },
  { method: 'POST', path: '/logout', handler: publicForms.logout, access: 'public' },

  // The contest (issue 16): approved candidates, double opt-in votes, the leaderboard; staff review and ranking
  { method: 'GET', path: `${CONTEST_API}/candidatos`, handler: contest.candidates, access: 'public', tags: tagsOf({ collections: ['candidates', 'votes'] }) },
  { method: 'POST', path: `${CONTEST_API}/votos`, handler: contest.vote, access: 'public' },
  { method: 'POST', path: `${CONTEST_API}/votos/confirmar`, handler: contest.confirm, access: 'public' },
  { method: 'GET', path: `${CONTEST_API}/ranking`, handler: contest.leaderboard, access: 'public', tags: tagsOf({ collections: ['candidates', 'votes'] }) },
  { method: 'GET', path: `${CONTEST_API}/ranking/completo`, handler: contest.fullRanking, access: 'staff' },
  { method: 'GET', path: `${CONTEST_API}/ranking/completo.csv`, handler: contest.rankingCsv, access: 'staff' },
  { method: 'GET', path: `${CONTEST_API}/nominaciones`, handler: contest.nominations, access: 'admin' },
  { method: 'POST', path: `${CONTEST_API}/nominaciones/{id}/aprobar`, handler: contest.approve, access: 'admin' },
  { method: 'POST', path: `${CONTEST_API}/nominaciones/{id}/rechazar`, handler: contest.reject, access: 'admin' },
]
