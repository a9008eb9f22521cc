// Each from its own module: the package's index would load the whole library (execution, subscriptions, utilities).
import { GraphQLError } from 'graphql/error/GraphQLError.js';
import type { ASTNode, DocumentNode } from 'graphql/language/ast.js';
import { parse } from 'graphql/language/parser.js';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
} from 'graphql/type/definition.js';
import type { GraphQLSchema } from 'graphql/type/schema.js';
import { validateSchema } from 'graphql/type/validate.js';
import { buildASTSchema } from 'graphql/utilities/buildASTSchema.js';
import { visit, visitInParallel } from 'graphql/language/visitor.js';
import { specifiedSDLRules } from 'graphql/validation/specifiedRules.js';
import { SDLValidationContext } from 'graphql/validation/ValidationContext.js';
import { SourceText } from '../core/source.js';
import type { Span } from '../core/types.js';

/** Largest GraphQL schema the platform reads, in bytes (it refuses larger ones). */
export const MAX_GRAPHQL_BYTES = 5 * 1024 * 1024;

/**
 * Most problems of one schema listed. graphql-js works out the line and column of each problem by reading the
 * schema from its start, so a schema of 100,000 unknown directives on one line cost minutes; validation stops at
 * the problem past this bound.
 */
export const MAX_GRAPHQL_ERRORS = 100;

/** What a page of a GraphQL reference documents: a field of the query or mutation root, or a named type. */
type GraphqlPageKind = 'query' | 'mutation' | 'type';

/** One page the platform generates from a schema. */
export interface GraphqlItem {
  kind: GraphqlPageKind;
  /** The field or type name, as written. */
  name: string;
  /** For types: `object`, `input`, `interface`, `union` or `enum`. */
  typeKind?: string;
  /** Where the field or type is defined. */
  span?: Span;
}

/** A GraphQL schema read from SDL: the pages it generates, or why it cannot be built. */
export interface GraphqlSchemaDoc {
  file: string;
  /** Docs-root-relative path with `/`, or the URL. */
  rel: string;
  source: SourceText;
  /** Syntax errors and schema errors, each at its place in the file. */
  errors: { message: string; span: Span }[];
  queries: GraphqlItem[];
  mutations: GraphqlItem[];
  types: GraphqlItem[];
  /**
   * The field a dotted query or mutation name leads to (`admin.users`: the field `users` of the type of the query
   * root's field `admin`), through object and interface types; undefined when a step is missing.
   */
  field?: (kind: 'query' | 'mutation', name: string) => GraphqlItem | undefined;
}

/**
 * Reads SDL as the platform's build does (graphql-js `buildSchema`, then `validateSchema`): a syntax error stops
 * there; otherwise the query and mutation root fields and the object, input, interface, union and enum types other
 * than the roots are the pages, each list sorted by name.
 */
export function readGraphqlSchema(file: string, rel: string, text: string): GraphqlSchemaDoc {
  const source = new SourceText(file, text);
  const doc: GraphqlSchemaDoc = { file, rel, source, errors: [], queries: [], mutations: [], types: [] };
  let ast: DocumentNode;
  try {
    ast = parse(text);
  } catch (e) {
    doc.errors.push(errorOf(source, e));
    return doc;
  }
  const sdlErrors = validateSdl(ast);
  if (sdlErrors.length > 0) {
    for (const e of sdlErrors) doc.errors.push(errorOf(source, e));
    return doc;
  }
  let schema: GraphQLSchema;
  try {
    schema = buildASTSchema(ast, { assumeValidSDL: true });
  } catch (e) {
    doc.errors.push(errorOf(source, e));
    return doc;
  }
  const invalid = validateSchema(schema);
  if (invalid.length > 0) {
    for (const e of invalid.slice(0, MAX_GRAPHQL_ERRORS)) doc.errors.push(errorOf(source, e));
    return doc;
  }
  const byName = (a: GraphqlItem, b: GraphqlItem) => a.name.localeCompare(b.name);
  const fieldsOf = (type: GraphQLNamedType | null | undefined, kind: GraphqlPageKind): GraphqlItem[] =>
    isObjectType(type)
      ? Object.values(type.getFields())
          .filter((f) => !f.name.startsWith('__'))
          .map((f) => ({ kind, name: f.name, ...spanOf(source, f.astNode) }))
          .sort(byName)
      : [];
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  doc.field = (kind, name) => {
    let type: GraphQLNamedType | null | undefined = kind === 'query' ? query : mutation;
    let found: GraphqlItem | undefined;
    for (const segment of name.split('.')) {
      if (!isObjectType(type) && !isInterfaceType(type)) return undefined;
      const f: GraphQLField<unknown, unknown> | undefined = type.getFields()[segment];
      if (!f) return undefined;
      found = { kind, name, ...spanOf(source, f.astNode) };
      type = getNamedType(f.type) as GraphQLNamedType;
    }
    return found;
  };
  const roots = new Set([query?.name, mutation?.name, schema.getSubscriptionType()?.name]);
  doc.queries = fieldsOf(query, 'query');
  doc.mutations = fieldsOf(mutation, 'mutation');
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || roots.has(type.name)) continue;
    const typeKind = isObjectType(type)
      ? 'object'
      : isInputObjectType(type)
        ? 'input'
        : isInterfaceType(type)
          ? 'interface'
          : isUnionType(type)
            ? 'union'
            : isEnumType(type)
              ? 'enum'
              : undefined;
    if (typeKind) doc.types.push({ kind: 'type', name: type.name, typeKind, ...spanOf(source, type.astNode) });
  }
  doc.types.sort(byName);
  return doc;
}

/** Stops SDL validation at the problem past `MAX_GRAPHQL_ERRORS`. */
class TooManyErrors extends Error {}

/**
 * graphql-js `validateSDL`, stopped at the problem past `MAX_GRAPHQL_ERRORS`: the problems found by then, and one
 * that says the rest are not listed.
 */
function validateSdl(ast: DocumentNode): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const context = new SDLValidationContext(ast, undefined, (error) => {
    if (errors.length >= MAX_GRAPHQL_ERRORS) throw new TooManyErrors();
    errors.push(error);
  });
  try {
    visit(ast, visitInParallel(specifiedSDLRules.map((rule) => rule(context))));
  } catch (e) {
    if (!(e instanceof TooManyErrors)) throw e;
    errors.push(
      new GraphQLError(
        `More than ${MAX_GRAPHQL_ERRORS} problems in this schema; navlint lists the first ${MAX_GRAPHQL_ERRORS}.`,
      ),
    );
  }
  return errors;
}

/** The span of a definition's name (or of the whole node), when graphql-js kept where it stands. */
function spanOf(source: SourceText, node: ASTNode | null | undefined): { span?: Span } {
  const at = node && 'name' in node && node.name?.loc ? node.name.loc : node?.loc;
  return at ? { span: source.span(at.start, at.end - at.start, '') } : {};
}

/** A graphql-js error at its first location, or at the start of the file when it has none. */
function errorOf(source: SourceText, e: unknown): { message: string; span: Span } {
  const message = e instanceof Error ? e.message : String(e);
  const err = e instanceof GraphQLError ? e : undefined;
  const node = err?.nodes?.[0];
  const at =
    node?.loc ?? (err?.positions?.[0] !== undefined ? { start: err.positions[0], end: err.positions[0] } : undefined);
  if (at) return { message, span: source.span(at.start, Math.max(0, at.end - at.start), '') };
  const loc = err?.locations?.[0];
  const offset = loc ? (source.offsetAt(loc) ?? 0) : 0;
  return { message, span: source.span(offset, 0, '') };
}
