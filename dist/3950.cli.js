export const id = 3950;
export const ids = [3950];
export const modules = {

/***/ 93950:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lintGraphqlDocument: () => (/* binding */ lintGraphqlDocument)
});

// EXTERNAL MODULE: ./node_modules/graphql/index.js
var graphql = __webpack_require__(17645);
// EXTERNAL MODULE: ./node_modules/@redocly/openapi-core/lib/config/rules.js
var config_rules = __webpack_require__(32870);
;// CONCATENATED MODULE: ./node_modules/@redocly/openapi-core/lib/graphql/visitor.js

function toAstVisitor(visitor, opts) {
    const astVisitor = {};
    for (const kind of Object.keys(visitor)) {
        const handler = visitor[kind];
        if (!handler)
            continue;
        const enter = typeof handler === 'function' ? handler : handler.enter;
        const leave = typeof handler === 'function' ? undefined : handler.leave;
        astVisitor[kind] = {
            ...(enter ? { enter: wrap(enter, opts) } : {}),
            ...(leave ? { leave: wrap(leave, opts) } : {}),
        };
    }
    return astVisitor;
}
function wrap(fn, opts) {
    return (node, _key, _parent, _path, ancestors) => {
        fn(node, makeContext(node, opts, ancestors));
    };
}
function makeContext(currentNode, opts, rawAncestors = []) {
    const { ruleId, severity, message, source, config, problems } = opts;
    const ancestors = rawAncestors.filter((ancestor) => !Array.isArray(ancestor));
    return {
        source,
        config,
        ancestors,
        report(problem) {
            const node = problem.node ?? currentNode;
            const loc = problem.loc ?? nodeToLoc(node);
            const location = {
                source,
                pointer: undefined,
                start: loc?.start ?? { line: 1, col: 1 },
                end: loc?.end,
            };
            problems.push({
                ruleId: problem.ruleId ?? ruleId,
                severity: problem.severity ?? severity,
                message: message ? message.replace('{{message}}', problem.message) : problem.message,
                suggest: problem.suggest ?? [],
                location: [location],
            });
        },
    };
}
function nodeToLoc(node) {
    if (!node?.loc)
        return undefined;
    const start = (0,graphql/* getLocation */.g$b)(node.loc.source, node.loc.start);
    const end = (0,graphql/* getLocation */.g$b)(node.loc.source, node.loc.end);
    return {
        start: { line: start.line, col: start.column },
        end: { line: end.line, col: end.column },
    };
}
//# sourceMappingURL=visitor.js.map
;// CONCATENATED MODULE: ./node_modules/@redocly/openapi-core/lib/graphql/lint-graphql.js



function lintGraphqlDocument(opts) {
    const { document, config } = opts;
    const source = document.source;
    if (source.body.trim() === '') {
        return [
            {
                ruleId: 'struct',
                severity: 'error',
                message: 'The GraphQL document is empty. Expected at least one type definition.',
                suggest: [],
                location: [{ source, pointer: undefined, start: { line: 1, col: 1 } }],
            },
        ];
    }
    let ast;
    try {
        ast = (0,graphql/* parse */.qgA)(new graphql/* Source */.kLi(source.body, source.absoluteRef));
    }
    catch (e) {
        if (e instanceof graphql/* GraphQLError */.eOn) {
            return [syntaxErrorToProblem(e, source)];
        }
        throw e;
    }
    const ruleSets = (config.getRulesForSpecVersion('graphql') ?? []);
    const rules = (0,config_rules/* initRules */.A)(ruleSets, config, 'rules', 'graphql');
    const problems = runGraphqlRules({ ast, source, config, rules });
    return problems.map((problem) => config.addProblemToIgnore(problem));
}
function syntaxErrorToProblem(error, source) {
    const loc = error.locations?.[0];
    return {
        ruleId: 'struct',
        severity: 'error',
        message: error.message,
        suggest: [],
        location: [
            {
                source,
                pointer: undefined,
                start: loc ? { line: loc.line, col: loc.column } : { line: 1, col: 1 },
            },
        ],
    };
}
function runGraphqlRules(opts) {
    const { ast, source, config, rules } = opts;
    const problems = [];
    const astVisitors = rules.map(({ ruleId, severity, message, visitor }) => toAstVisitor(visitor, { ruleId, severity, message, source, config, problems }));
    if (astVisitors.length > 0) {
        (0,graphql/* visit */.YRT)(ast, (0,graphql/* visitInParallel */.oPG)(astVisitors));
    }
    return problems;
}
//# sourceMappingURL=lint-graphql.js.map

/***/ })

};
