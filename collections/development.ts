import { course, developmentBook, tool } from '../src/content/development'
import { contentCollection } from './content'

export const DevelopmentBooks = contentCollection(developmentBook)
export const Courses = contentCollection(course)
export const Tools = contentCollection(tool)
