import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ValidationRule } from 'graphql'
import type { Config } from 'payload'

/**
 * Payload's GraphQL API is off unless GRAPHQL_ENABLED=1 (issue 27): neither the admin nor the site
 * uses it (both read through REST and the Local API), and each request of it could be ~500 password
 * guesses or seconds of CPU. When on: the complexity cap is lowered, at most MAX_ALIASES aliases and
 * MAX_DEPTH levels per document, introspection off in production (Payload's default), and every
 * auth mutation goes through the sign-in limiter (collections/users/throttle.ts runs inside
 * Payload's operations, whatever the transport).
 */
export const graphqlEnabled = (): boolean => process.env.GRAPHQL_ENABLED === '1'

export const MAX_ALIASES = 5
export const MAX_DEPTH = 8
/** Payload's default is 1000; a page of one list with its fields costs well under 100. */
export const MAX_COMPLEXITY = 300

const depthOf = (node: ASTNode | undefined, level: number, fragments: ValidationContext): number => {
  if (!node || !('selectionSet' in node) || !node.selectionSet) return level
  let deepest = level
  for (const selection of node.selectionSet.selections) {
    if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, depthOf(selection, level + 1, fragments))
    else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection, level, fragments))
    else
      deepest = Math.max(deepest, depthOf(fragments.getFragment(selection.name.value) ?? undefined, level, fragments))
    // Deeper than allowed already: no need to walk further (and a fragment cycle, refused by graphql itself, ends here).
    if (deepest > MAX_DEPTH) return deepest
  }
  return deepest
}

/** Bounds the aliases and the nesting of one GraphQL document (the cost of a request, and guesses per request). */
export const boundedDocument: ValidationRule = (context) => {
  let aliases = 0
  return {
    Field(node) {
      if (node.alias && node.alias.value !== node.name.value) {
        aliases += 1
        if (aliases === MAX_ALIASES + 1)
          context.reportError(new GraphQLError(`La consulta usa más de ${MAX_ALIASES} alias.`, { nodes: [node] }))
      }
    },
    OperationDefinition(node) {
      if (depthOf(node, 0, context) > MAX_DEPTH)
        context.reportError(new GraphQLError(`La consulta anida más de ${MAX_DEPTH} niveles.`, { nodes: [node] }))
    },
  }
}

export const graphqlSettings = (): NonNullable<Config['graphQL']> => ({
  disable: !graphqlEnabled(),
  disablePlaygroundInProduction: true,
  disableIntrospectionInProduction: true,
  maxComplexity: MAX_COMPLEXITY,
  validationRules: () => [boundedDocument],
})
