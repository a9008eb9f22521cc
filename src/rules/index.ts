import type { Rule } from './rule.js';
import configInvalidJson from './config-invalid-json.js';
import configRefUnresolved from './config-ref-unresolved.js';
import configDuplicateKey from './config-duplicate-key.js';
import configSettingInvalid from './config-setting-invalid.js';
import navlintrcInvalid from './navlintrc-invalid.js';
import directiveUnused from './directive-unused.js';
import suppressionUnused from './suppression-unused.js';
import navRootPattern from './nav-root-pattern.js';
import navMixedChildren from './nav-mixed-children.js';
import navChildNotAllowed from './nav-child-not-allowed.js';
import navRequiredField from './nav-required-field.js';
import navFieldType from './nav-field-type.js';
import navUnknownField from './nav-unknown-field.js';
import navLanguageCode from './nav-language-code.js';
import navDuplicate from './nav-duplicate.js';
import navExpandedIneffective from './nav-expanded-ineffective.js';
import pageNotFound from './page-not-found.js';
import pageExtension from './page-extension.js';
import pageOutsideRoot from './page-outside-root.js';
import pageDuplicate from './page-duplicate.js';
import openapiNotFound from './openapi-not-found.js';
import openapiInvalid from './openapi-invalid.js';
import openapiVersion2 from './openapi-version-2.js';
import openapiRemote from './openapi-remote.js';
import openapiNoPages from './openapi-no-pages.js';
import openapiArrayIgnored from './openapi-array-ignored.js';
import openapiGeneratedBesidePages from './openapi-generated-beside-pages.js';
import operationNotFound from './operation-not-found.js';
import operationMethodCase from './operation-method-case.js';
import operationNoSpec from './operation-no-spec.js';
import operationConflict from './operation-conflict.js';
import graphqlPlacement from './graphql-placement.js';
import graphqlTabConflict from './graphql-tab-conflict.js';
import graphqlNotFound from './graphql-not-found.js';
import graphqlInvalid from './graphql-invalid.js';
import graphqlRouteConflict from './graphql-route-conflict.js';
import asyncapiNotFound from './asyncapi-not-found.js';
import asyncapiInvalid from './asyncapi-invalid.js';
import asyncapiNoChannels from './asyncapi-no-channels.js';
import asyncapiIgnored from './asyncapi-ignored.js';
import frontmatterAsyncapiUnresolved from './frontmatter-asyncapi-unresolved.js';
import sdkNotFound from './sdk-not-found.js';
import frontmatterOpenapiUnresolved from './frontmatter-openapi-unresolved.js';
import frontmatterOpenapiAmbiguous from './frontmatter-openapi-ambiguous.js';
import frontmatterInvalid from './frontmatter-invalid.js';
import mdxSyntax from './mdx-syntax.js';
import snippetNotFound from './snippet-not-found.js';
import snippetExportMissing from './snippet-export-missing.js';
import componentUnknown from './component-unknown.js';
import variableUndefined from './variable-undefined.js';
import snippetFunctionKeyword from './snippet-function-keyword.js';
import urlRemoved from './url-removed.js';
import externalLinkBroken from './external-link-broken.js';
import externalLinkUnreachable from './external-link-unreachable.js';
import linkBroken from './link-broken.js';
import linkAnchorMissing from './link-anchor-missing.js';
import linkExtension from './link-extension.js';
import linkRelative from './link-relative.js';
import assetNotFound from './asset-not-found.js';
import assetTooLarge from './asset-too-large.js';
import redirectInvalid from './redirect-invalid.js';
import redirectBroken from './redirect-broken.js';
import redirectLoop from './redirect-loop.js';
import redirectChain from './redirect-chain.js';
import pageUnreachable from './page-unreachable.js';
import configUnknownField from './config-unknown-field.js';
import pageTooComplex from './page-too-complex.js';
import checkTimeout from './check-timeout.js';
import iconUnknown from './icon-unknown.js';
import imageAltMissing from './image-alt-missing.js';
import mediaTitleMissing from './media-title-missing.js';
import colorContrast from './color-contrast.js';
import headingLevelSkipped from './heading-level-skipped.js';
import headingH1Duplicate from './heading-h1-duplicate.js';
import linkTextUnclear from './link-text-unclear.js';
import tableHeaderMissing from './table-header-missing.js';
import graphqlSelectorUnresolved from './graphql-selector-unresolved.js';
import translationMissing from './translation-missing.js';
import translationWrongLanguage from './translation-wrong-language.js';
import linkCrossLanguage from './link-cross-language.js';
import translationStale from './translation-stale.js';

/** Every rule, in the order their docs list them. */
export const RULES: readonly Rule[] = [
  configInvalidJson,
  configRefUnresolved,
  configDuplicateKey,
  configSettingInvalid,
  navlintrcInvalid,
  directiveUnused,
  suppressionUnused,
  navRootPattern,
  navMixedChildren,
  navChildNotAllowed,
  navRequiredField,
  navFieldType,
  navUnknownField,
  navLanguageCode,
  navDuplicate,
  navExpandedIneffective,
  pageNotFound,
  pageExtension,
  pageOutsideRoot,
  pageDuplicate,
  openapiNotFound,
  openapiInvalid,
  openapiVersion2,
  openapiRemote,
  openapiNoPages,
  openapiArrayIgnored,
  openapiGeneratedBesidePages,
  operationNotFound,
  operationMethodCase,
  operationNoSpec,
  operationConflict,
  graphqlPlacement,
  graphqlTabConflict,
  graphqlNotFound,
  graphqlInvalid,
  graphqlRouteConflict,
  asyncapiNotFound,
  asyncapiInvalid,
  asyncapiNoChannels,
  asyncapiIgnored,
  sdkNotFound,
  frontmatterOpenapiUnresolved,
  frontmatterOpenapiAmbiguous,
  frontmatterAsyncapiUnresolved,
  frontmatterInvalid,
  mdxSyntax,
  snippetNotFound,
  snippetExportMissing,
  componentUnknown,
  variableUndefined,
  snippetFunctionKeyword,
  urlRemoved,
  externalLinkBroken,
  externalLinkUnreachable,
  linkBroken,
  linkAnchorMissing,
  linkExtension,
  linkRelative,
  assetNotFound,
  assetTooLarge,
  redirectInvalid,
  redirectBroken,
  redirectLoop,
  redirectChain,
  pageUnreachable,
  configUnknownField,
  pageTooComplex,
  checkTimeout,
  iconUnknown,
  imageAltMissing,
  mediaTitleMissing,
  colorContrast,
  headingLevelSkipped,
  headingH1Duplicate,
  linkTextUnclear,
  tableHeaderMissing,
  graphqlSelectorUnresolved,
  translationMissing,
  translationWrongLanguage,
  linkCrossLanguage,
  translationStale,
];
